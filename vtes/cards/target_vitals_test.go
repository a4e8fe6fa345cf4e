package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Target Vitals: an aim played as the minion chooses its strike; if the
// strike successfully inflicts damage, 2 more, and the opposing minion
// cannot press this round; the opposing Methuselah can discard two combat
// cards to cancel it (card text; aim.go, canceldiscard.go; §6.4, §6.7).
func TestTargetVitals(t *testing.T) {
	// Mkhokheli (seat 0) bleeds, Aidan Lyle (1 optional press each
	// combat) blocks: the combat waits at its first window.
	start := func(t *testing.T, aidanHand ...string) (*vtes.Game, *vtes.Card) {
		t.Helper()
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 4, "Target Vitals", "Target Vitals")
		aidan := readyWithHand(s, 1, "Aidan Lyle", 5, aidanHand...)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Aidan Lyle")
		passUntil(t, g, "Play Target Vitals") // its hand strike chosen, the only one
		return g, aidan
	}
	t.Run("+2 damage, and no press this round", func(t *testing.T) {
		g, aidan := start(t)
		answer(t, g, "Play Target Vitals")
		if logged(g, "Mkhokheli strikes (hand strike)") && countLog(g, "plays Target Vitals") != 1 {
			t.Errorf("one aim each strike\n%s", logText(g))
		}
		neverOffered(t, g, "Use an optional press")
		wantBlood(t, aidan, 2) // 1 from the hand strike, 2 more
		if !logged(g, "Aidan Lyle cannot press this round") {
			t.Errorf("no press bar logged\n%s", logText(g))
		}
	})
	t.Run("the opposing Methuselah discards two combat cards to cancel it", func(t *testing.T) {
		g, aidan := start(t, "Glancing Blow", "Molotov Cocktail")
		answer(t, g, "Play Target Vitals", "Yes", "Glancing Blow") // the other is the last
		passUntil(t, g, "Use an optional press")                   // not barred
		wantBlood(t, aidan, 4)
		if countLog(g, "Methuselah 2 discards") != 2 || !logged(g, "Target Vitals is cancelled") {
			t.Errorf("want two discards and Target Vitals cancelled\n%s", logText(g))
		}
	})
	t.Run("no damage inflicted: no effect", func(t *testing.T) {
		// All the strike's damage prevented: none is successfully
		// inflicted, nothing more ([RTR 19960221] [PIB 20130319]).
		g, aidan := start(t, "Glancing Blow")
		answer(t, g, "Play Target Vitals")
		passUntil(t, g, "Play Glancing Blow")
		answer(t, g, "Play Glancing Blow")
		passUntil(t, g, "Use an optional press")
		wantBlood(t, aidan, 5)
	})
}
