package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Where the Veil Thins: +1 stealth; superior: as well, and a minion
// without Oblivion burns 1 blood to attempt to block the action after
// it, one without blood cannot (card text; §4.3).
func TestWhereTheVeilThins(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Where the Veil Thins")
		s.Ready(1, "Malachi", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds", "Block with Malachi",
			"Play Where the Veil Thins (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: the next attempt costs 1 blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Where the Veil Thins")
		s.Ready(1, "Malachi", 3)
		w := s.Ready(1, "Whisper", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds", "Block with Malachi",
			"Play Where the Veil Thins (+1 stealth, blocking costs")
		answer(t, g, "Block with Whisper")
		wantBlood(t, w, 1)
		finish(t, g)
	})
	t.Run("superior: no blood, no attempt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Where the Veil Thins")
		s.Ready(1, "Malachi", 3)
		s.Ready(1, "Whisper", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds", "Block with Malachi",
			"Play Where the Veil Thins (+1 stealth, blocking costs")
		mustNotOffer(t, g, "Block with Whisper")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
}
