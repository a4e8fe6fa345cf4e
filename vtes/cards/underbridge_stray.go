package cards

import "kindred/vtes"

// lockedMinions lists seat's locked ready minions other than except.
func lockedMinions(g *vtes.Game, seat int, except *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.ReadyMinions(seat) {
		if c.Locked && c != except {
			out = append(out, c)
		}
	}
	return out
}

// Underbridge Stray: animal ally, 1 life, 0 strength, 0 bleed (2 life
// and 1 strength superior); burn 1 life to give a minion you control 1
// press; during an action directed at you, burn it (not blocking) to
// unlock a ready minion you control.
var _ = register(&vtes.CardDef{ID: 102065, Name: "Underbridge Stray", Types: vtes.Ally,
	Animal: true,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: ani, Stealth: 1,
		Cost: vtes.Cost{Blood: 1}},
		vtes.Effect{Label: "recruit (1 life)", Resolve: vtes.RecruitAlly(1)},
		vtes.Effect{Label: "recruit (2 life, 1 strength)",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.RecruitAlly(2)(g, p)
				setStraySuperior(g, p.Card)
			}}),
	Static: vtes.Static{
		Strength: func(g *vtes.Game, source, _ *vtes.Card) int { return strayStrength(source) },
		Abilities: []vtes.Ability{
			{Step: vtes.StepPress, Label: "burn 1 life: a minion you control gets 1 press",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					cs := g.Combat()
					return cs != nil && p.Source.Blood > 0 && ownCombatant(g, p.Seat) != nil && g.CanPress(ownCombatant(g,
						p.Seat))
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					m := ownCombatant(g, p.Seat)
					g.LoseBlood(p.Source, 1)
					g.Press(m)
				}},
			{Step: vtes.StepBlockDecision, Label: "burn: unlock a ready minion you control",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return vtes.DirectedAtYou(g, p) && p.Source.Ready() && len(lockedMinions(g,
						p.Seat, p.Source)) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					m := g.Choose(p.Seat, lockedMinions(g, p.Seat, p.Source))
					g.Burn(p.Source)
					g.Unlock(m)
				}},
		}}})

// strayStrength is the strength Underbridge Stray c has beyond its
// printed 0: 1 if it was played superior (kept as its counter).
func strayStrength(c *vtes.Card) int { return c.Counters }

// setStraySuperior records that Underbridge Stray c was played superior.
func setStraySuperior(g *vtes.Game, c *vtes.Card) { g.SetCounters(c, 1) }
