package cards

import "kindred/vtes"

// Trap: before range in the first round of a combat, put in play with 3
// counters, reset to 3 each time a card is played this combat; in each
// press step of this combat it burns 1 counter to press to continue,
// which either combatant may press to end; burned at the end of the
// combat. A minion barred from pressing can play it: the press is the
// card's ([LSJ 20040521]; cardpress.go, §6.6).
var _ = register(&vtes.CardDef{ID: 102012, Name: "Trap", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
		Label:  "in play, 3 counters: a press to continue each round",
		French: "en jeu, 3 compteurs : une poursuite pour continuer chaque round",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			cs := g.Combat()
			return cs != nil && cs.Round == 1
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.PressesEachRound(p.Card, 3)
		}}}})
