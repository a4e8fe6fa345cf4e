package cards

import "kindred/vtes"

// Wolf Claws, for 1 blood: this round, the damage of this vampire's
// hand strikes is aggravated; superior: press. Group G00112 [RTR
// 19960112] allows it until the strikes resolve; the engine's last
// window before them is before strikes are chosen.
var _ = register(&vtes.CardDef{ID: 102190, Name: "Wolf Claws", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1},
			Label: "aggravated hand strikes this round", Resolve: vtes.AggravatedHandStrikes},
		vtes.Mode{Kind: vtes.PlayCombat, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepPress}.Does(vtes.Press()),
	}})
