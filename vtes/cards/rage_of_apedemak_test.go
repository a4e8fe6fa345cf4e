package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rage of Apedemak: before range, +1 hand size this combat (a card drawn
// at once, one discarded after) and hand strikes at +1 damage (+2
// superior), [ani] or [pot]; one each combat (card text; §1.5.3, §6.4).
func TestRageOfApedemak(t *testing.T) {
	for _, tc := range []struct {
		name, vampire, mode string
		mk                  int
	}{
		{"[ani]: +1", "Lawbringer", "hand strikes +1 damage", 4},
		{"[pot]: +1", "Hekla \"Bonecrusher\" Jónasdóttir", "hand strikes +1 damage", 4},
		{"[POT]: +2", "Loyiso, The Ruthless", "hand strikes +2 damage", 3},
		{"[ANI] and [POT]: one play", "Berenguela, The Vicious", "hand strikes +2 damage", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 4, "Rage of Apedemak", "Rage of Apedemak")
			s.Library(0, "Minion Tap", "Minion Tap", "Minion Tap")
			mk := s.Ready(1, "Mkhokheli", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.vampire, "Mkhokheli")
			answer(t, g, "Play Rage of Apedemak (+1 hand size, "+tc.mode)
			if n := len(g.Methuselah(0).Hand); n != 3 {
				t.Errorf("%d cards in hand, want 3: the replacement and the card drawn", n)
			}
			mustNotOffer(t, g, "Play Rage of Apedemak") // one each combat
			finish(t, g)
			wantBlood(t, mk, tc.mk)
		})
	}
	t.Run("not a vampire of another path", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Rage of Apedemak")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		mustNotOffer(t, g, "Play Rage of Apedemak")
	})
}
