package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Adrino Manauara: 1 press each combat, mandatory, only usable to
// continue combat: made as soon as he may press to continue, once; the
// opposing minion may cancel it; not made while a press to continue
// stands (card text; §6.6).
func TestAdrinoManauara(t *testing.T) {
	t.Run("he presses: a second round", func(t *testing.T) {
		s := newScenario(3)
		adrino := s.Ready(0, "Adrino Manauara", 6)
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Adrino Manauara", "Mkhokheli")
		finish(t, g)
		if n := countLog(g, "Adrino Manauara uses a mandatory press"); n != 1 {
			t.Errorf("%d mandatory presses, want 1\n%s", n, logText(g))
		}
		wantBlood(t, mk, 3) // two rounds of 1 damage each
		wantBlood(t, adrino, 4)
	})
	t.Run("the opposing minion cancels it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Adrino Manauara", 6)
		abaddon := s.Ready(1, "Abaddon", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Adrino Manauara", "Abaddon")
		fightUntil(t, g, "Use an optional press")
		if !logged(g, "Adrino Manauara uses a mandatory press") {
			t.Fatalf("no mandatory press before Abaddon's\n%s", logText(g))
		}
		answer(t, g, "Use an optional press") // Abaddon's, cancelling it
		finish(t, g)
		wantBlood(t, abaddon, 4) // one round only
	})
	t.Run("not while a press to continue stands", func(t *testing.T) {
		s := newScenario(3)
		abaddon := s.Ready(0, "Abaddon", 7)
		s.Ready(1, "Adrino Manauara", 7)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Abaddon", "Adrino Manauara")
		fightUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press") // Abaddon continues the first round
		finish(t, g)
		if n := countLog(g, "Adrino Manauara uses a mandatory press"); n != 1 {
			t.Errorf("%d mandatory presses, want 1 (in the second round)\n%s", n, logText(g))
		}
		wantBlood(t, abaddon, 4) // three rounds
	})
	vanilla(t, "Adrino Manauara", 8, 2, vtes.Protean, vtes.Superior)
}
