package cards

import "kindred/vtes"

// Raptor, for 2 blood: animal retainer with 1 life; the employer gets
// +1 intercept; employed with superior Animalism (group G00018), while
// the employer is in combat the opposing minion's Methuselah has -1
// hand size, discarding as each combat starts and drawing back as it
// ends ([LSJ 20030530]).
var _ = register(&vtes.CardDef{ID: 101545, Name: "Raptor", Types: vtes.Retainer, Animal: true,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: ani, Stealth: 1,
		Cost: vtes.Cost{Blood: 2}},
		vtes.Effect{Label: "employ", Resolve: employAt(false)},
		vtes.Effect{Label: "employ (superior)", Resolve: employAt(true)}),
	Static: vtes.Static{Intercept: vtes.Always(1),
		OpponentHandSize: func(g *vtes.Game, c *vtes.Card) int {
			if c.Superior && c.Zone == vtes.ZoneAttached {
				return -1
			}
			return 0
		}}})

// employAt puts the retainer on the minion with 1 life, recording the
// level it was employed at (group G00018).
func employAt(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.PutOnMinion(1)(g, p)
		p.Card.Superior = superior
		g.Changed(p.Card)
	}
}
