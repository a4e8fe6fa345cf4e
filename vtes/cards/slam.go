package cards

import "kindred/vtes"

// Slam, for 1 blood: [pot] a hand strike at +2 damage; [POT] the same, with
// 1 optional maneuver only usable to get to close range (§6.3, §6.4): used
// while range is determined at long range, the minion closes and Slam is
// its strike this round (group G00024). The +2 is the hand strike's own
// damage, with all its properties ([TOM 19960225]).
var _ = register(&vtes.CardDef{ID: 101798, Name: "Slam", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pot, Level: inf, Cost: vtes.Cost{Blood: 1},
			Hand: true}.Does(vtes.HandStrike(2)),
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pot, Level: sup, Cost: vtes.Cost{Blood: 1},
			Hand: true, Maneuver: true, ManeuverToClose: true}.Does(slamToClose),
	}})

// slamToClose is Slam's superior strike: the hand strike at +2, labelled
// with its maneuver to close.
var slamToClose = vtes.Effect{Label: "hand strike at +2, with 1 optional maneuver to close",
	French:  "coup à mains nues à +2, avec 1 manœuvre optionnelle pour aller au contact",
	Resolve: vtes.HandStrike(2).Resolve}
