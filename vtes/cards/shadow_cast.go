package cards

import "kindred/vtes"

// Shadow Cast: [obl] +1 stealth (§4.3). [OBL] after a successful directed
// action resolved, put it on this vampire, noting the Methuselah or set
// of Methuselahs the action was directed at; during a later action of
// the vampire directed at the same one or the same set, it can burn the
// card for +1 stealth, when needed.
var _ = register(&vtes.CardDef{ID: 102280, Name: "Shadow Cast", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: sup, Step: vtes.StepAfterAction,
			Label:  "put on this vampire: +1 stealth against the same Methuselahs",
			French: "placer sur ce vampire : +1 discrétion contre les mêmes Mathusalems",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return p.Minion.Ready() && p.Minion.IsVampire() && a.Succeeded && a.Directed &&
					aimedSeats(a) != 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				seats := aimedSeats(g.Action())
				g.Attach(p.Card, p.Minion)
				setCastAt(g, p.Card, seats)
			}},
	},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "burn: +1 stealth", French: "brûler : +1 discrétion",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return vtes.BeingBlocked(g, p) && a.Actor == g.Host(p.Source) && a.Directed &&
				aimedSeats(a) == castAt(p.Source)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			g.Action().Stealth++
		}}}}})

// aimedSeats is the set of Methuselahs a directed action aims at, one bit
// each; 0 for none.
func aimedSeats(a *vtes.ActionState) int {
	set := 0
	for _, s := range a.TargetSeats {
		set |= 1 << s
	}
	if set == 0 && a.TargetSeat >= 0 {
		set = 1 << a.TargetSeat
	}
	return set
}

// castAt is the set of Methuselahs Shadow Cast c was put on its vampire
// against (aimedSeats), kept in its counters.
func castAt(c *vtes.Card) int { return c.Counters }

// setCastAt records the set of Methuselahs for Shadow Cast c.
func setCastAt(g *vtes.Game, c *vtes.Card, seats int) { g.SetCounters(c, seats) }
