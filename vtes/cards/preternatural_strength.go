package cards

import "kindred/vtes"

// strengthOnMinion puts the card on the acting minion, giving it +n
// strength (strengthGiven).
func strengthOnMinion(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.Attach(p.Card, p.Minion)
		g.SetCounters(p.Card, n)
	}
}

// strengthGiven is the strength Preternatural Strength c gives its
// bearer, 1 or 2 as it was played (kept as its counters).
func strengthGiven(c *vtes.Card) int { return c.Counters }

// Preternatural Strength: +2 stealth action costing 1 blood; on this
// vampire: +1 strength (+2 superior); one per vampire.
var _ = register(&vtes.CardDef{ID: 101483, Name: "Preternatural Strength", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pot, Stealth: 2,
		Cost: vtes.Cost{Blood: 1}, Legal: onePerMinion},
		vtes.Effect{Label: "+1 strength", Resolve: strengthOnMinion(1)},
		vtes.Effect{Label: "+2 strength", Resolve: strengthOnMinion(2)}),
	Static: vtes.Static{Strength: func(g *vtes.Game, source, _ *vtes.Card) int {
		return strengthGiven(source)
	}}})
