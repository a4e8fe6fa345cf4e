package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Día de los Muertos: the first referendum a Sabbat vampire its player
// controls calls this turn passes automatically, skipping the polling
// (no vote, no card played in it, [LSJ 19980107]); a non-Sabbat caller's
// referendum, or the second, is polled; only one in a game (card text).
func TestDiaDeLosMuertos(t *testing.T) {
	// Loonar (Sabbat) calls Neonate Breach on Methuselah 2, whose prince
	// Alice Chen has 2 votes against: polled, it fails 1 to 2.
	breach := func(t *testing.T, g *vtes.Game, caller string) {
		t.Helper()
		answer(t, g, caller+": Neonate Breach")
		if offered(g, "Do not block") {
			answer(t, g, "Do not block")
		}
		answerAmount(t, g, 1)
		answer(t, g, "Methuselah 2")
	}
	setup := func(caller string, dia bool) *vtes.Game {
		s := newScenario(3)
		s.Ready(0, caller, 3)
		hand := []string{"Neonate Breach", "Neonate Breach"}
		if dia {
			hand = append(hand, "Día de los Muertos")
		}
		s.Hand(0, hand...)
		readyWithHand(s, 1, "Alice Chen", 3, "Conditioning")
		phase := vtes.PhaseMinion
		if dia {
			phase = vtes.PhaseMaster
		}
		return s.Start(0, 2, phase)
	}
	t.Run("passes automatically, no polling", func(t *testing.T) {
		g := setup("Loonar", true)
		answer(t, g, "Play Día de los Muertos")
		breach(t, g, "Loonar")
		if !logged(g, "The referendum passes automatically.") || logged(g, "Alice Chen") {
			t.Fatalf("not passed without polling\n%s", logText(g))
		}
		wantPool(t, g, 29, 29, 30)
	})
	t.Run("without it, polled: fails", func(t *testing.T) {
		g := setup("Loonar", false)
		breach(t, g, "Loonar")
		answer(t, g, "Alice Chen: 2 vote(s) against")
		finish(t, g)
		if !logged(g, "The referendum fails") {
			t.Fatalf("want a polled referendum that fails\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not a Camarilla caller", func(t *testing.T) {
		g := setup("Nik Sikko", true)
		answer(t, g, "Play Día de los Muertos")
		breach(t, g, "Nik Sikko")
		answer(t, g, "Alice Chen: 2 vote(s) against")
		finish(t, g)
		if logged(g, "The referendum passes automatically.") {
			t.Fatalf("a Camarilla vampire's referendum passed automatically\n%s", logText(g))
		}
	})
	t.Run("only the first referendum", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Loonar", 3)
		s.Ready(0, "Guggenheim", 3)
		s.Hand(0, "Día de los Muertos", "Neonate Breach", "Neonate Breach")
		s.Ready(1, "Alice Chen", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Día de los Muertos")
		breach(t, g, "Loonar")
		breach(t, g, "Guggenheim")
		answer(t, g, "Alice Chen: 2 vote(s) against")
		finish(t, g)
		if !logged(g, "The referendum fails") {
			t.Fatalf("the second referendum passed too\n%s", logText(g))
		}
		wantPool(t, g, 29, 29, 30)
	})
	t.Run("only one in a game", func(t *testing.T) {
		s := newScenario(3)
		s.Hand(0, "Día de los Muertos", "Día de los Muertos")
		s.Ready(0, "Loonar", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Día de los Muertos")
		mustNotOffer(t, g, "Play Día de los Muertos")
	})
}
