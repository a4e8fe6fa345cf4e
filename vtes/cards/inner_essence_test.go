package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Inner Essence: before range, one each combat for a vampire: [vic] the
// next combat card it plays costs 1 blood less; [VIC] and it gains 1
// blood (card text; §1.5.6).
func TestInnerEssence(t *testing.T) {
	breath := "Play Breath of the Dragon (1R aggravated damage, 1 aggravated damage to itself at close range)"
	t.Run("inferior: Breath of the Dragon for free", func(t *testing.T) {
		s := newScenario(3)
		america := readyWithHand(s, 0, "America Johnson", 4, "Inner Essence", "Breath of the Dragon", "Inner Essence")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "America Johnson", "Mkhokheli")
		answer(t, g, "Play Inner Essence (a combat card costs 1 blood less)")
		mustNotOffer(t, g, "Play Inner Essence") // one each combat
		passUntil(t, g, breath)
		answer(t, g, breath)
		wantBlood(t, america, 3) // the card free, 1 mending the hand strike
	})
	t.Run("superior: and 1 blood", func(t *testing.T) {
		s := newScenario(3)
		rurik := readyWithHand(s, 0, "Rurik Rakoczy", 3, "Inner Essence", "Breath of the Dragon")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Rurik Rakoczy", "Mkhokheli")
		answer(t, g, "Play Inner Essence (a combat card costs 1 blood less, gain 1 blood)")
		wantBlood(t, rurik, 4)
		passUntil(t, g, "Play Breath of the Dragon")
		answer(t, g, "Play Breath of the Dragon (2R aggravated damage, 2 aggravated damage to itself at close range)")
		wantBlood(t, rurik, 2) // the card free; 1 mends the hand strike, 1 burns for the aggravated
	})
	t.Run("without it, the card costs its blood", func(t *testing.T) {
		s := newScenario(3)
		america := readyWithHand(s, 0, "America Johnson", 4, "Breath of the Dragon")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "America Johnson", "Mkhokheli")
		answer(t, g, breath)
		wantBlood(t, america, 2) // 1 for the card, 1 mending the hand strike
	})
}
