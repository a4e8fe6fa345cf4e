package cards

import "kindred/vtes"

// Flesh of Marble, before range is determined: this combat, once a
// damage has been inflicted on this vampire in a round, the rest of
// that round's damage is prevented, aggravated damage excepted; at
// superior, aggravated damage too, the vampire choosing which damage
// it takes ([LSJ 20021001]).
var _ = register(&vtes.CardDef{ID: 100749, Name: "Flesh of Marble", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: pro,
		Step: vtes.StepBeforeRange, Legal: vtes.InCombat},
		vtes.Effect{Label: "1 damage a round at most, aggravated excepted",
			Resolve: vtes.CapDamageEachRound(1, false)},
		vtes.Effect{Label: "1 damage a round at most",
			Resolve: vtes.CapDamageEachRound(1, true)})})
