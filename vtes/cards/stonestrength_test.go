package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Stonestrength: [tha] press, only to continue the combat; [vis] press,
// or prevent 1 damage; [VIS] prevent 2 damage (card text; §6.6, §6.7).
func TestStonestrength(t *testing.T) {
	t.Run("[tha] press to continue", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 6, "Brandon Grime", 4, "Stonestrength")
		blockedBleed(t, g, "Horace Radcliffe", "Brandon Grime")
		passUntil(t, g, "Play Stonestrength (press to continue)")
		mustNotOffer(t, g, "Play Stonestrength (prevent")
		answer(t, g, "Play Stonestrength (press to continue)")
		finish(t, g)
		if countLog(g, "Brandon Grime takes 1 damage") != 2 {
			t.Errorf("want a second round\n%s", logText(g))
		}
	})
	t.Run("[vis] press", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 6, "Tupdog", 4, "Stonestrength")
		blockedBleed(t, g, "Horace Radcliffe", "Tupdog")
		passUntil(t, g, "Play Stonestrength (press)")
		answer(t, g, "Play Stonestrength (press)")
		finish(t, g)
		if countLog(g, "Tupdog takes 1 damage") != 2 {
			t.Errorf("want a second round\n%s", logText(g))
		}
	})
	for _, tc := range []struct {
		mode  string
		blood int // after Valeriya's 2-damage hand strike
	}{
		{"prevent 1 damage", 3},
		{"prevent 2 damage", 4},
	} {
		t.Run("[vis]/[VIS] "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Valeriya Zinovieva", 4) // strength 2
			v := readyWithHand(s, 1, "Tupdog", 4, "Stonestrength")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Valeriya Zinovieva", "Tupdog")
			fightUntil(t, g, "Play Stonestrength ("+tc.mode+")")
			answer(t, g, "Play Stonestrength ("+tc.mode+")")
			finish(t, g)
			wantBlood(t, v, tc.blood)
		})
	}
	t.Run("not without Visceratika or Blood Sorcery", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ashley", 3, "Stonestrength", "Mkhokheli", 4)
		neverOffered(t, g, "Play Stonestrength")
	})
}
