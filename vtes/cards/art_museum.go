package cards

import "kindred/vtes"

// Art Museum: unique location; lock in your influence phase to add 1
// blood to a Toreador in your uncontrolled region.
var _ = register(&vtes.CardDef{ID: 100095, Name: "Art Museum", Types: vtes.Master, Unique: true,
	Location: true, Requires: vtes.Requirement{Clan: "Toreador"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepInfluence,
		Label: "lock: 1 blood to an uncontrolled Toreador",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && some(eachUncontrolledOfClan(g, p.Seat, "Toreador"))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.AddUncontrolled(g.Choose(p.Seat, uncontrolledOfClan(g, p.Seat, "Toreador")), 1)
		}}}}})
