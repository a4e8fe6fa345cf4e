package cards

import "kindred/vtes"

// Hunger of Marduk, before range is determined: this round the
// vampire can strike, ranged: steal 1 blood or life (2 superior), for
// each of its strikes that round ([ANK 20220207]).
var _ = register(&vtes.CardDef{ID: 102227, Name: "Hunger of Marduk", Types: vtes.Combat,
	Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: tha,
		Step: vtes.StepBeforeRange, Legal: vtes.InCombat},
		vtes.Effect{Label: "this round, strike: ranged, steal 1 blood", Resolve: marduk(1)},
		vtes.Effect{Label: "this round, strike: ranged, steal 2 blood", Resolve: marduk(2)})})

// marduk gives the vampire the round strike "ranged: steal n blood".
func marduk(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.GiveRoundStrike(p.Minion, vtes.Strike{Label: "ranged: steal blood", Ranged: true,
			StealBlood: n})
	}
}
