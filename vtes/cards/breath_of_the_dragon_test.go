package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Breath of the Dragon, for 1 blood: [vic] strike 1R aggravated, the
// striker taking 1 environmental aggravated damage at close range; [VIC] 2
// and 2; a dodge stops the strike, not the damage to its striker, which is
// environmental ([LSJ 19970801]; card text; §6.4, §14 C34).
func TestBreathOfTheDragon(t *testing.T) {
	t.Run("inferior at close range: both burn", func(t *testing.T) {
		g, america, mk := startBlockedBleed(t, "America Johnson", 4, "Breath of the Dragon", "Mkhokheli", 6)
		answer(t, g, "Play Breath of the Dragon (1R aggravated damage, 1 aggravated damage to itself at close range)")
		finish(t, g)
		if !logged(g, "America Johnson takes 1 damage and 1 aggravated") { // the hand strike's and its own
			t.Fatalf("no damage to the striker\n%s", logText(g))
		}
		wantBlood(t, america, 2) // 1 for the card, 1 mending the hand strike
		wantZone(t, america, vtes.ZoneTorpor)
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("superior: 2 and 2", func(t *testing.T) {
		g, rurik, mk := startBlockedBleed(t, "Rurik Rakoczy", 5, "Breath of the Dragon", "Mkhokheli", 6)
		answer(t, g, "Play Breath of the Dragon (2R aggravated damage, 2 aggravated damage to itself at close range)")
		finish(t, g)
		wantZone(t, rurik, vtes.ZoneTorpor)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantBlood(t, mk, 5)
		if !logged(g, "Rurik Rakoczy takes 1 damage and 2 aggravated") {
			t.Fatalf("no damage to the striker\n%s", logText(g))
		}
	})
	t.Run("dodged: the striker still burns", func(t *testing.T) {
		s := newScenario(3)
		america := readyWithHand(s, 0, "America Johnson", 4, "Breath of the Dragon")
		sa := readyWithHand(s, 1, "Saankaláxt", 6, "Form of Mist")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "America Johnson", "Saankaláxt")
		answer(t, g, "Play Breath of the Dragon (1R aggravated damage, 1 aggravated damage to itself at close range)")
		answer(t, g, "Play Form of Mist (dodge)")
		finish(t, g)
		wantZone(t, america, vtes.ZoneTorpor)
		wantBlood(t, america, 3)
		wantZone(t, sa, vtes.ZoneReady)
		wantBlood(t, sa, 6)
	})
}
