package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Carrion Crows is played before range; the opposing minion takes 1R
// (2R superior) environmental damage each round of the combat; one per
// vampire each combat; the damage goes through a dodge, and a "combat
// ends" strike stops it (card text; §6.2; groups G00017 [RTR 19941109]).
func TestCarrionCrows(t *testing.T) {
	t.Run("superior: 2R each round, one per combat", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows", "Carrion Crows",
			"Immortal Grapple")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Carrion Crows (2R environmental damage each round)")
		// Immortal Grapple (superior) grants the press to a second round.
		answer(t, g, "Play Immortal Grapple (only hand strikes, 1 optional press")
		wantBlood(t, mk, 3) // round 1: 2R and a hand strike
		answer(t, g, "Use an optional press")
		// Round 2: no second Carrion Crows, but the first still hurts.
		neverOffered(t, g, "Play Carrion Crows")
		wantBlood(t, mk, 0) // 2 × (2R + hand strike 1)
	})
	t.Run("inferior: 1R through a dodge", func(t *testing.T) {
		g, horace, flavio := startBlockedBleed(t, "Horace Radcliffe", 4, "Carrion Crows",
			"Flávio Gonçalves", 4)
		answer(t, g, "Play Carrion Crows (1R environmental damage each round)",
			"Flávio Gonçalves: dodge")
		finish(t, g)
		wantBlood(t, flavio, 3)
		wantBlood(t, horace, 4)
	})
	t.Run("a combat-ending strike stops it", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		mk := readyWithHand(s, 1, "Mkhokheli", 4, "Majesty")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Carrion Crows (2R", "Play Majesty (combat ends)")
		finish(t, g)
		wantBlood(t, mk, 3) // only Majesty's 1 blood
	})
}
