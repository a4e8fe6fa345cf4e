package cards

import "kindred/vtes"

// Shadow of the Beast, for 1 blood, an action: put it on this vampire,
// who gets 1 optional maneuver each combat (§6.3), and superior 1
// optional press each combat too (§6.6; the level kept on the card); a
// vampire can have only one.
var _ = register(&vtes.CardDef{ID: 101740, Name: "Shadow of the Beast", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pro,
		Cost: vtes.Cost{Blood: 1}, Legal: onePerMinion},
		vtes.Effect{Label: "put on this vampire: a maneuver each combat",
			French:  "mettre sur ce vampire : une manœuvre à chaque combat",
			Resolve: shadowOn(false)},
		vtes.Effect{Label: "put on this vampire: a maneuver and a press each combat",
			French:  "mettre sur ce vampire : une manœuvre et une poursuite à chaque combat",
			Resolve: shadowOn(true)}),
	Static: vtes.Static{Maneuvers: vtes.EachCombat(1),
		Presses: func(_ *vtes.Game, source, _ *vtes.Card) int {
			if source.Superior {
				return 1
			}
			return 0
		}}})

// shadowOn puts the card on the acting vampire, recording its level.
func shadowOn(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.PutOnMinion(0)(g, p)
		p.Card.Superior = superior
		g.Changed(p.Card)
	}
}
