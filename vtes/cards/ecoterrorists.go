package cards

import "kindred/vtes"

// Ecoterrorists: unique location; lock in your influence phase to add 1
// blood to a Gangrel in your uncontrolled region.
var _ = register(&vtes.CardDef{ID: 100609, Name: "Ecoterrorists", Types: vtes.Master, Unique: true,
	Location: true, Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepInfluence,
		Label:  "lock: 1 blood to an uncontrolled Gangrel",
		French: "incliner : 1 sang à un Gangrel incontrôlé",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && some(eachUncontrolledOfClan(g, p.Seat, "Gangrel"))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.AddUncontrolled(g.Choose(p.Seat, uncontrolledOfClan(g, p.Seat, "Gangrel")), 1)
		}}}}})
