package cards

import "kindred/vtes"

// Powerbase: Montreal: unique location; once in its Methuselah's
// influence phase, 1 blood to a vampire in their uncontrolled region.
// Vampires can steal it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101439, Name: "Powerbase: Montreal", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Stealable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
		Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepInfluence,
			Label: "1 blood to an uncontrolled vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return len(g.UncontrolledVampires(p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.AddUncontrolled(g.Choose(p.Seat, g.UncontrolledVampires(p.Seat)), 1)
			}})}}})
