package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hackerspace: in play with a counter for each Anarch its Methuselah
// controls, one more after an Anarch comes into play under their control
// or one of their vampires becomes Anarch; their Anarchs use the counters
// to pay equipment costs (card text; [ANK 20210410]).
func TestHackerspace(t *testing.T) {
	t.Run("a counter for each Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 4)
		s.Torpor(0, "Casey Snyder", 0)
		s.Ready(0, "Arthur Denholm", 4) // Camarilla
		hs := s.Hand(0, "Hackerspace")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Hackerspace")
		if hs.Counters != 2 {
			t.Errorf("%d counters, want 2", hs.Counters)
		}
	})
	t.Run("one more as a vampire becomes Anarch", func(t *testing.T) {
		s := newScenario(3)
		hs := s.InPlay(0, "Hackerspace")
		s.Ready(0, "Horace Radcliffe", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe becomes anarch")
		notBlocked(t, g)
		if hs.Counters != 1 {
			t.Errorf("%d counters, want 1\n%s", hs.Counters, logText(g))
		}
	})
	t.Run("Anarch Convert: as he enters, and as he converts ([ANK 20210410])", func(t *testing.T) {
		s := newScenario(3)
		hs := s.InPlay(0, "Hackerspace")
		s.Uncontrolled(0, "Anarch Convert", 1)
		s.Ready(0, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "Move Anarch Convert to your ready region", "Madison", "gain 1 pool")
		if hs.Counters != 2 {
			t.Errorf("%d counters, want 2\n%s", hs.Counters, logText(g))
		}
	})
	t.Run("counters pay an Anarch's equipment", func(t *testing.T) {
		s := newScenario(3)
		hs := s.InPlay(0, "Hackerspace")
		hs.Counters = 1
		s.Ready(0, "Marcel", 4)
		s.Hand(0, "Ivory Bow")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Ivory Bow (equip)")
		notBlocked(t, g)
		answerAmount(t, g, 1)
		wantPool(t, g, 30, 30, 30)
		if hs.Counters != 0 {
			t.Errorf("%d counters left, want 0", hs.Counters)
		}
	})
}
