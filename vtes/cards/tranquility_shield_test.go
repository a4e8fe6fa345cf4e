package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tranquility Shield: before range in the first round, this combat the
// Salubri prevents 1 damage each round (2 superior); not in a later round
// (card text; §6.7).
func TestTranquilityShield(t *testing.T) {
	t.Run("inferior: 1 of each round's damage", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 5, "Roundhouse")
		opikun := readyWithHand(s, 1, "Opikun", 5, "Tranquility Shield")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Opikun")
		answer(t, g, "Play Tranquility Shield (prevent 1 damage each round, no frenzy)")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		finish(t, g)
		wantBlood(t, opikun, 2) // 1 for the card, 3 damage, 1 prevented
	})
	t.Run("superior: 2 each round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 5, "Roundhouse")
		sakhar := readyWithHand(s, 1, "Sakhar", 5, "Tranquility Shield")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Sakhar")
		answer(t, g, "Play Tranquility Shield (prevent 2 damage each round, no frenzy)")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		finish(t, g)
		wantBlood(t, sakhar, 3)
	})
	for _, shielded := range []bool{true, false} {
		t.Run(map[bool]string{true: "no frenzy card on it", false: "without it: a frenzy card"}[shielded], func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Opikun", 5, "Tranquility Shield")
			readyWithHand(s, 1, "Trung Chau Pham", 4, "Terror Frenzy")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Opikun", "Trung Chau Pham")
			if !shielded {
				answer(t, g, "Pass")
				mustOffer(t, g, "Play Terror Frenzy")
				return
			}
			answer(t, g, "Play Tranquility Shield (prevent 1 damage each round, no frenzy)")
			neverOffered(t, g, "Play Terror Frenzy")
		})
	}
	t.Run("only a Salubri", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 5)
		readyWithHand(s, 1, "Madison", 5, "Tranquility Shield")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		neverOffered(t, g, "Play Tranquility Shield")
	})
}
