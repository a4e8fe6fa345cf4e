package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Blur, for 1 blood: after the first strike pair, 1 additional strike (2
// superior); limited: one card or effect a round gives them (card text;
// §6.5).
func TestBlur(t *testing.T) {
	t.Run("superior: 2 additional strikes, one Blur a round", func(t *testing.T) {
		s := newScenario(3)
		farah := readyWithHand(s, 0, "Farah Sarroub", 5, "Blur", "Blur") // superior Celerity
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Mkhokheli")
		mustOffer(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (2 additional strikes)")
		neverOffered(t, g, "Play Blur")
		wantBlood(t, farah, 3) // 1 hand damage, 1 for the card
		wantBlood(t, mk, 3)    // three hand strikes
		if !logged(g, "Farah Sarroub gains 2 additional strike(s)") {
			t.Errorf("no additional strikes\n%s", logText(g))
		}
	})
	t.Run("inferior: 1 additional strike", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Warmaksan", 5, "Blur", "Mkhokheli", 6) // Warmaksan: inferior Celerity
		mustNotOffer(t, g, "(2 additional strikes)")
		answer(t, g, "Play Blur (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
}
