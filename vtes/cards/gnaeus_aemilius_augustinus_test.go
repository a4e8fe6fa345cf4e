package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gnaeus Aemilius Augustinus, Prince of Lima: ready in his Methuselah's
// unlock phase, their prey chooses a ready minion of theirs to take 1
// unpreventable damage; not while he is in torpor (card text).
func TestGnaeusAemiliusAugustinus(t *testing.T) {
	vanilla(t, "Gnaeus Aemilius Augustinus", 9, 2, vtes.Protean, vtes.Superior)
	t.Run("ready: the prey's chosen minion takes 1 damage", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Gnaeus Aemilius Augustinus", 3)
		w := s.Ready(1, "Whisper", 3)
		m := s.Ready(1, "Malachi", 3)
		g := startTurns(s, 1, 0, 2, vtes.PhaseUnlock)
		answer(t, g, "No", "Malachi") // no withdrawal, then the prey chooses
		finish(t, g)
		wantBlood(t, m, 2)
		wantBlood(t, w, 3)
	})
	t.Run("in torpor: nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Gnaeus Aemilius Augustinus", 3)
		s.Ready(0, "Malachi", 3)
		w := s.Ready(1, "Whisper", 3)
		g := startTurns(s, 1, 0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantBlood(t, w, 3)
	})
}
