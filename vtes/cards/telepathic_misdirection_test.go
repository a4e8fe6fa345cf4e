package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Telepathic Misdirection, for 1 blood: [aus] +1 intercept; [AUS] after
// blocks are declined (a failed block is declining), lock the vampire and
// send the bleed to another Methuselah, not the bleeder's, who may block
// (card text; §3.5.1, §4.2; group G00106 [ANK 20211003]).
func TestTelepathicMisdirection(t *testing.T) {
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		flavio := readyWithHand(s, 1, "Flávio Gonçalves", 3, "Telepathic Misdirection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe hunts", "Block with Flávio",
			"Play Telepathic Misdirection (+1 intercept)")
		wantBlood(t, flavio, 2)
		if !logged(g, "Flávio Gonçalves blocks Horace Radcliffe") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("superior: the bleed goes to another Methuselah", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds") // obf: Lost in Crowds
		cat := readyWithHand(s, 1, "Catalina Vega", 3, "Telepathic Misdirection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		// Catalina fails to block at 1 stealth: she still declined.
		answer(t, g, "Lenny Burkhead bleeds", "Block with Catalina",
			"Play Lost in Crowds (+1 stealth)", "Pass")
		answer(t, g, "Play Telepathic Misdirection (redirect the bleed)")
		mustNotOffer(t, g, "Methuselah 1")
		mustNotOffer(t, g, "Methuselah 2")
		answer(t, g, "Methuselah 4")
		finish(t, g)
		wantLocked(t, cat, true)
		wantBlood(t, cat, 2)
		wantPool(t, g, 30, 30, 30, 28)
		if g.Edge != 0 {
			t.Errorf("Edge at %d, want seat 0", g.Edge)
		}
	})
}
