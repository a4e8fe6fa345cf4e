package cards

import "kindred/vtes"

// Consign to Oblivion, for 1 blood, only as the action is announced:
// [obl] for the rest of the action, reaction cards cost +1 blood, or life
// for an ally (reactiontoll.go); [OBL] and they are replaced only after
// the action (§1.5.3).
var _ = register(&vtes.CardDef{ID: 102288, Name: "Consign to Oblivion", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Oblivion,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAnnounced},
		vtes.Effect{Label: "reaction cards cost +1 blood or life",
			French:  "les cartes de réaction coûtent +1 point de sang ou de vie",
			Resolve: func(g *vtes.Game, _ *vtes.Play) { g.Action().ReactionToll = 1 }},
		vtes.Effect{Label: "reaction cards cost +1 blood or life and are not replaced until the end of the action",
			French: "les cartes de réaction coûtent +1 point de sang ou de vie et ne sont remplacées qu'à la fin de l'action",
			Resolve: func(g *vtes.Game, _ *vtes.Play) {
				a := g.Action()
				a.ReactionToll, a.ReactionsUnreplaced = 1, true
			}})})
