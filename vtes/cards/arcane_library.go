package cards

import "kindred/vtes"

// Arcane Library: unique location; lock it in your influence phase to
// add 1 blood to a Tremere in your uncontrolled region.
var _ = register(&vtes.CardDef{ID: 100081, Name: "Arcane Library", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Tremere"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepInfluence,
		Label: "lock: 1 blood to an uncontrolled Tremere",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && some(eachUncontrolledOfClan(g, p.Seat, "Tremere"))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.AddUncontrolled(g.Choose(p.Seat, uncontrolledOfClan(g, p.Seat, "Tremere")), 1)
		}}}}})
