package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Beast Meld, for 2 blood: [ani][pro] +1 stealth, and if blocked the
// vampire may prevent 1 damage in the resulting combat; [ANI][PRO] as a
// non-bleed action is announced, vampires cannot block it (card text;
// [LSJ 20010813]; [ANK 20190425]).
func TestBeastMeld(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		w := readyWithHand(s, 0, "Whisper", 4, "Beast Meld")
		s.Ready(1, "Malachi", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper bleeds", "Block with Malachi",
			"Play Beast Meld (+1 stealth, prevent 1 damage if blocked)")
		finish(t, g)
		wantBlood(t, w, 2)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("inferior: blocked anyway, 1 damage prevented", func(t *testing.T) {
		s := newScenario(3)
		w := readyWithHand(s, 0, "Whisper", 4, "Beast Meld")
		s.Ready(1, "Hafthor Thorsteinsson", 3) // +1 intercept
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper bleeds", "Block with Hafthor",
			"Play Beast Meld (+1 stealth, prevent 1 damage if blocked)")
		if !logged(g, "Hafthor Thorsteinsson blocks Whisper") {
			t.Fatalf("no block\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, w, 2) // 2 for the card, the 1 damage prevented
	})
	t.Run("superior: vampires cannot block a non-bleed action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Kuyén", 4, "Beast Meld")
		s.Ready(1, "Hafthor Thorsteinsson", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kuyén hunts", "Play Beast Meld (vampires cannot block)")
		mustNotOffer(t, g, "Block with Hafthor")
		finish(t, g)
	})
	t.Run("superior: not during a bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Kuyén", 4, "Beast Meld")
		s.Ready(1, "Hafthor Thorsteinsson", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kuyén bleeds")
		mustNotOffer(t, g, "vampires cannot block")
	})
}
