package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Voter Captivation, after a political action whose referendum passed:
// the vampire gains 1 blood per vote of the margin; superior: up to 2 of
// them go to the pool instead (card text; §5.2; group G00006, G00087).
func TestVoterCaptivation(t *testing.T) {
	t.Run("inferior: blood per vote", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 1, "Kine Resources Contested",
			"Voter Captivation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Mkhokheli: 2 vote(s) for") // 3 for, 0 against
		answer(t, g, "Play Voter Captivation (gain blood per vote of the margin)")
		wantBlood(t, mk, 4)
	})
	t.Run("superior: 2 to the pool", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 1, "Kine Resources Contested",
			"Voter Captivation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		answer(t, g, "Play Voter Captivation (blood per vote, up to 2 to your pool)", "2")
		wantBlood(t, mk, 2)
		wantPool(t, g, 32, 28, 28)
	})
	t.Run("not after a failed referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 1, "Kine Resources Contested", "Voter Captivation")
		readyWithHand(s, 1, "The Dowager", 3, "Protected District")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass", "Play Protected District (+3 votes against)")
		neverOffered(t, g, "Play Voter Captivation")
	})
}
