package cards

import "kindred/vtes"

// Cryptic Rider, for 1 blood, only usable on a successful referendum
// (passedBy, one that passed automatically included: [PIB 20150105]
// [LSJ 19980107]): the next referendum a vampire its player controls
// calls this turn passes automatically, with no polling
// (passesautomatically.go, §5.2).
var _ = register(&vtes.CardDef{ID: 100478, Name: "Cryptic Rider", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{vtes.Mode{Kind: vtes.PlayModifier, Cost: vtes.Cost{Blood: 1},
		Step: vtes.StepAfterReferendum, Legal: passedBy}.Does(vtes.Effect{
		Label:  "your next referendum this turn passes automatically",
		French: "votre prochain référendum de ce tour passe automatiquement",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.PassNextReferendum(p.Seat)
		}})}})
