package cards

import "kindred/vtes"

// Visit from the Capuchin: unique, put in play with 4 counters; +1 hand
// size a counter (§1.5.3); each time its Methuselah would replace another
// card, they burn 1 counter instead; burned with no counter left. A
// second one cannot be played while one is in play ([PIB 20121031]: the
// uniqueness rule, §10.1).
var _ = register(&vtes.CardDef{ID: 102126, Name: "Visit from the Capuchin", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play with 4 counters",
		French: "mettre en jeu avec 4 marqueurs",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.SetCounters(p.Card, 4)
			vtes.PutInPlay(g, p)
		}}},
	Static: vtes.Static{
		HandSize: func(_ *vtes.Game, c *vtes.Card) int { return c.Counters },
		ReplaceInstead: func(g *vtes.Game, c, _ *vtes.Card) bool {
			if c.Counters <= 0 {
				return false
			}
			g.AddCounters(c, -1)
			if c.Counters == 0 {
				g.Burn(c)
			}
			return true
		}}})
