package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Phaibun: once each combat, she can discard a card at random to strike:
// dodge (card text; §6.4).
func TestPhaibun(t *testing.T) {
	t.Run("discard at random: dodge", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		ph := readyWithHand(s, 1, "Phaibun", 4, "Flash")
		s.Library(1, "Dust Up")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Phaibun")
		passUntil(t, g, "Phaibun: discard at random: dodge")
		answer(t, g, "Phaibun: discard at random: dodge")
		finish(t, g)
		if !logged(g, "Methuselah 2 discards Flash") {
			t.Errorf("Flash is not discarded\n%s", logText(g))
		}
		wantBlood(t, ph, 4)
		wantBlood(t, mk, 4)
	})
	t.Run("once each combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Anita Wainwright", 4)
		s.Hand(0, "Flash")
		readyWithHand(s, 1, "Phaibun", 4, "Visions of Zapathasura", "Visions of Zapathasura")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Phaibun")
		passUntil(t, g, "Phaibun: discard at random: dodge")
		answer(t, g, "Phaibun: discard at random: dodge")
		fightUntil(t, g, "Play Flash (press)")
		answer(t, g, "Play Flash (press)")
		neverOffered(t, g, "Phaibun: discard at random: dodge")
	})
	t.Run("not with an empty hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		s.Ready(1, "Phaibun", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Phaibun")
		neverOffered(t, g, "Phaibun: discard at random")
	})
}
