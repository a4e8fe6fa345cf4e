package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cryptic Rider, for 1 blood, on a successful referendum: the next
// referendum a vampire its player controls calls this turn passes
// automatically, with no polling; not after a failed referendum; usable
// on a referendum that itself passed automatically, for the next one
// (card text; §5.2; [PIB 20150105] [LSJ 19980107]).
func TestCrypticRider(t *testing.T) {
	// Seat 0's Mkhokheli and Andi Liu each call Kine Resources Contested.
	setup := func(hand ...string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 3, hand...)
		s.Ready(0, "Andi Liu", 3)
		readyWithHand(s, 1, "The Dowager", 3, "Protected District")
		return s.Start(0, 2, vtes.PhaseMinion), mk
	}
	t.Run("the next referendum passes automatically", func(t *testing.T) {
		g, mk := setup("Kine Resources Contested", "Kine Resources Contested", "Cryptic Rider")
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		passUntil(t, g, "Play Cryptic Rider")
		answer(t, g, "Play Cryptic Rider (your next referendum this turn passes automatically)")
		wantBlood(t, mk, 2)
		callKRC(t, g, "Andi Liu")
		if n := countLog(g, "The referendum passes automatically."); n != 1 {
			t.Fatalf("%d automatic passes, want 1\n%s", n, logText(g))
		}
		neverOffered(t, g, "Play Protected District")
	})
	t.Run("not after a failed referendum", func(t *testing.T) {
		g, _ := setup("Kine Resources Contested", "Cryptic Rider")
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass", "Play Protected District (+3 votes against)")
		neverOffered(t, g, "Play Cryptic Rider")
	})
	t.Run("on a referendum that passed automatically: the next one too", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Loonar", 3, "Día de los Muertos", "Kine Resources Contested",
			"Kine Resources Contested", "Cryptic Rider")
		s.Ready(0, "Andi Liu", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Día de los Muertos")
		callKRC(t, g, "Loonar")
		answer(t, g, "Play Cryptic Rider")
		callKRC(t, g, "Andi Liu")
		if n := countLog(g, "The referendum passes automatically."); n != 2 {
			t.Fatalf("%d automatic passes, want 2\n%s", n, logText(g))
		}
	})
}
