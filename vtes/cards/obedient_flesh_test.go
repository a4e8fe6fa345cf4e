package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Obedient Flesh: [dom][pro] +1 stealth and -1 intercept for allies;
// [DOM][PRO] before range, this round +1 strength, 1 optional maneuver and
// 1 damage prevented (card text; §4.3, §6).
func TestObedientFlesh(t *testing.T) {
	t.Run("inferior: an ally's block fails", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Saankaláxt", 4, "Obedient Flesh")
		s.Ready(1, "The Vozhd of Gravesend", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Saankaláxt bleeds", "Block with The Vozhd of Gravesend",
			"Play Obedient Flesh (+1 stealth, allies -1 intercept)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: strength, a maneuver and a prevention this round", func(t *testing.T) {
		s := newScenario(3)
		saan := readyWithHand(s, 0, "Saankaláxt", 4, "Obedient Flesh")
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Saankaláxt bleeds", "Block with Mkhokheli", "Pass",
			"Play Obedient Flesh (+1 strength, 1 maneuver, prevent 1 this round)")
		mustOffer(t, g, "Use an optional maneuver (1 left)")
		finish(t, g)
		wantBlood(t, mk, 2)   // 2 damage
		wantBlood(t, saan, 3) // the card's blood; Mkhokheli's 1 damage prevented
	})
}
