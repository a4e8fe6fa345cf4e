package cards

import "kindred/vtes"

// Rutor's Hand, for 1 blood: a +1 stealth action, one to a vampire. It
// goes on the acting vampire locked, and the vampire takes 1
// unpreventable environmental aggravated damage (§6.7: unmended, it goes
// to torpor); [THA] the vampire may burn 3 blood instead to be immune to
// it. In its Methuselah's minion phase, the vampire may lock the card to
// unlock; the card first unlocks in their next unlock phase, so not the
// turn it came ([LSJ 20031106]).
var _ = register(&vtes.CardDef{ID: 101664, Name: "Rutor's Hand", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: tha, Stealth: 1,
		Cost: vtes.Cost{Blood: 1}, Legal: onePerMinion},
		vtes.Effect{Label: "put on this vampire, 1 aggravated damage",
			French:  "mettre sur ce vampire, 1 point de dégâts aggravés",
			Resolve: rutorsHand(false)},
		vtes.Effect{Label: "put on this vampire, 1 aggravated damage or burn 3 blood",
			French:  "mettre sur ce vampire, 1 point de dégâts aggravés ou brûler 3 points de sang",
			Resolve: rutorsHand(true)}),
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase,
		Label: "lock: unlock this vampire", French: "incliner : redresser ce vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			v := g.Host(p.Source)
			return v != nil && !p.Source.Locked && v.Locked && v.Controller == p.Seat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.Unlock(g.Host(p.Source))
		}}}}})

// rutorsHand puts Rutor's Hand on the acting vampire, locked, and deals it
// the aggravated damage, which with immune the vampire may avoid by
// burning 3 blood.
func rutorsHand(immune bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		v := p.Minion
		vtes.PutOnMinion(0)(g, p)
		g.Lock(p.Card)
		if immune && v.Blood >= 3 && g.YesNo(p.Seat, p.Card) {
			g.LoseBlood(v, 3)
			return
		}
		g.Damage(v, 0, 1)
	}
}
