package cards

import (
	"kindred/vtes"
)

// onMinionWith puts the card on the acting minion with n counters (its
// level of effect).
func onMinionWith(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.Attach(p.Card, p.Minion)
		g.SetCounters(p.Card, n)
	}
}

// Preternatural Strength: +2 stealth action costing 1 blood; on this
// vampire: +1 strength (+2 superior); one per vampire.
var _ = register(&vtes.CardDef{ID: 101483, Name: "Preternatural Strength", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pot, Stealth: 2,
		Cost: vtes.Cost{Blood: 1}, Legal: notOn(101483)},
		vtes.Effect{Label: "+1 strength", Resolve: onMinionWith(1)},
		vtes.Effect{Label: "+2 strength", Resolve: onMinionWith(2)}),
	Static: vtes.Static{Strength: func(g *vtes.Game, _, m *vtes.Card) int { return counterOn(g, m, 101483) }}})
