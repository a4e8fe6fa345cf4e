package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Arms of Ahriman: [obl] 1 additional strike, limited; [OBL] a dodge with
// 1 additional strike, limited (card text; §6.5).
func TestArmsOfAhriman(t *testing.T) {
	t.Run("[obl] 1 additional strike", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Naomi Stewart", 5, "Oblivion", "Arms of Ahriman")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Oblivion", "Naomi Stewart") // inferior Oblivion
		blockedBleed(t, g, "Naomi Stewart", "Mkhokheli")
		mustNotOffer(t, g, "(dodge, with 1 additional strike)")
		answer(t, g, "Play Arms of Ahriman (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 4) // two hand strikes of 1
	})
	t.Run("[OBL] dodge, with 1 additional strike, limited", func(t *testing.T) {
		s := newScenario(3)
		azucena := readyWithHand(s, 0, "Azucena", 3, "Arms of Ahriman", "Arms of Ahriman")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Play Arms of Ahriman (dodge, with 1 additional strike)")
		if !logged(g, "Azucena dodges") {
			t.Fatal("Azucena does not dodge")
		}
		mustNotOffer(t, g, "Play Arms of Ahriman") // the limit is used
		finish(t, g)
		wantBlood(t, azucena, 3)
		wantBlood(t, mk, 4)
	})
}
