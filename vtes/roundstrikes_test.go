package vtes_test

// Strikes given for the round and additional dodges (roundstrikes.go).

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

var (
	// Before range: this round, strike: ranged, steal 1 blood.
	_ = fixture(&vtes.CardDef{ID: 990980, Name: "Test Leech", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "strike: steal 1 blood this round",
			Legal: vtes.InCombat,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.GiveRoundStrike(p.Minion, vtes.Strike{Label: "ranged: steal 1 blood", Ranged: true, StealBlood: 1})
			}}}})
	// Strike: dodge, with 1 additional strike: dodge (limited).
	_ = fixture(&vtes.CardDef{ID: 990981, Name: "Test Whirl", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Label: "dodge, 1 additional dodge", Legal: vtes.MayGainStrikes,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SetStrike(p.Minion, vtes.Strike{Label: "dodge", Dodge: true})
				g.GainDodges(p.Minion, 1)
			}}}})
)

// A round strike is offered with the minion's other strikes, for each of
// its strikes that round, and gone the next round.
func TestGiveRoundStrike(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	lenny := s.Ready(1, "Lenny Burkhead", 5)
	s.Hand(1, "Test Leech")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Lenny Burkhead")
	for !offered(g, "Play Test Leech") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Test Leech")
	for !offered(g, "Lenny Burkhead: ranged: steal 1 blood") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Lenny Burkhead: ranged: steal 1 blood")
	if !logged(g, "Lenny Burkhead steals 1 blood from Nik Sikko") {
		t.Errorf("the round strike steals 1 blood")
	}
	_ = lenny
}

// An additional dodge is not chosen: the minion dodges in the additional
// pair; it counts as the round's effect gaining strikes.
func TestGainDodges(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Whirl")
	s.Ready(1, "Lenny Burkhead", 5)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Lenny Burkhead")
	for !offered(g, "Play Test Whirl") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Test Whirl")
	for i := 0; i < 30 && g.Pending() != nil && strings.Count(logOf(g), "dodges.") < 2; i++ {
		answer(t, g, g.Labels()[0])
	}
	if strings.Count(logOf(g), "Nik Sikko dodges.") != 2 || !logged(g, "Nik Sikko gains 1 additional strike") {
		t.Errorf("Nik Sikko dodges in both pairs\n%s", logOf(g))
	}
}

func logOf(g *vtes.Game) string {
	var log strings.Builder
	for _, e := range g.Log() {
		log.WriteString(e.Text.Render(engine.English) + "\n")
	}
	return log.String()
}
