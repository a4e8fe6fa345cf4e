package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sentry Signal, for 1 blood: a locked vampire unlocks and attempts to
// block; superior, a bleed against its Methuselah is reduced by 3 (card
// text; §3.5.1, §4.3).
func TestSentrySignal(t *testing.T) {
	t.Run("a locked vampire unlocks and blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		v := readyWithHand(s, 1, "Lawbringer", 3, "Sentry Signal")
		v.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds")
		answer(t, g, "Play Sentry Signal (unlock and attempt to block)")
		if !logged(g, "Lawbringer blocks Horace Radcliffe") {
			t.Fatalf("no block\n%s", logText(g))
		}
		wantBlood(t, v, 1) // 1 for the card, 1 from Horace's hand strike
	})
	t.Run("superior: the bleed reduced by 3", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		v := readyWithHand(s, 1, "Anousha, The Maniac", 3, "Sentry Signal")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Do not block")
		answer(t, g, "Play Sentry Signal (reduce the bleed by 3)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantBlood(t, v, 2)
	})
	t.Run("not an unlocked vampire's block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		readyWithHand(s, 1, "Lawbringer", 3, "Sentry Signal")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds")
		mustNotOffer(t, g, "unlock and attempt to block")
	})
}
