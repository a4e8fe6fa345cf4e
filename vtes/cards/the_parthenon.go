package cards

import "kindred/vtes"

// The Parthenon, for 2 pool: a unique location. In its Methuselah's master
// phase they can lock it (no master phase action) for +1 master phase
// action (§3.3; extramasteraction.go).
var _ = register(&vtes.CardDef{ID: 101355, Name: "The Parthenon", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepMaster,
			Label:  "lock: +1 master phase action",
			French: "incliner : +1 action de phase de maître",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Active == p.Seat && g.Phase == vtes.PhaseMaster && !p.Source.Locked
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.AddMasterAction(p.Seat)
			}}}}})
