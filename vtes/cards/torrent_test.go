package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Torrent, for 2 blood: [cel] 1 additional strike, limited; [CEL] strike:
// combat ends, and a blocked acting vampire continues its action as if
// unblocked (card text; §4.1, §6.4, §6.5; G00098, G00099).
func TestTorrent(t *testing.T) {
	t.Run("[cel] 1 additional strike", func(t *testing.T) {
		g, leumeah, mk := startBlockedBleed(t, "Leumeah", 5, "Torrent", "Mkhokheli", 6)
		mustNotOffer(t, g, "combat ends")
		answer(t, g, "Play Torrent (1 additional strike)")
		finish(t, g)
		wantBlood(t, leumeah, 2) // 2 for the card, 1 hand damage
		wantBlood(t, mk, 4)      // two hand strikes
	})
	t.Run("[CEL] combat ends, the bleed continues", func(t *testing.T) {
		s := newScenario(3)
		brandon := readyWithHand(s, 0, "Brandon Grime", 4, "Torrent")
		mk := s.Ready(1, "Mkhokheli", 6)
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Brandon Grime", "Mkhokheli")
		answer(t, g, "Play Torrent (combat ends; continue as if unblocked)")
		// G00099: the prey did not decline before; it may block again.
		mustOffer(t, g, "Block with Nik Sikko")
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, brandon, 2)
		wantBlood(t, mk, 6)
		wantPool(t, g, 30, 29, 30)
	})
}
