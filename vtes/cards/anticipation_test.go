package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anticipation: [aus] a hand strike or a melee weapon's strike at +2
// damage; [AUS] burn 1 blood to cancel the opposing minion's strike card
// as it is played, its cost not paid (Djeneba's +1 given back), the
// minion choosing its strike again (card text; §6.4, §14 C5).
func TestAnticipation(t *testing.T) {
	t.Run("inferior: hand strike at +2", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		readyWithHand(s, 1, "Opikun", 3, "Anticipation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Opikun")
		mustNotOffer(t, g, "melee weapon strike") // no weapon
		mustNotOffer(t, g, "cancel the strike card")
		answer(t, g, "Play Anticipation (hand strike at +2)")
		finish(t, g)
		wantBlood(t, horace, 2)
	})
	t.Run("inferior: a melee weapon's strike at +2", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		opikun := readyWithHand(s, 1, "Opikun", 3, "Anticipation")
		s.Attach(opikun, "Kali's Fang", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Opikun")
		answer(t, g, "Play Anticipation (melee weapon strike at +2)")
		finish(t, g)
		wantZone(t, horace, vtes.ZoneTorpor) // 1+1+2 aggravated damage
	})
	t.Run("superior: the strike card cancelled, its cost not paid", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		dj := readyWithHand(s, 1, "Djeneba", 6, "Anticipation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Djeneba")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		wantBlood(t, horace, 3) // paid as played: 1 blood more for Djeneba
		answer(t, g, "Play Anticipation (cancel the strike card, its cost not paid)")
		if !logged(g, "Roundhouse is cancelled") {
			t.Errorf("Roundhouse is not cancelled\n%s", logText(g))
		}
		if !logged(g, "Horace Radcliffe strikes (hand strike): 1 damage") { // chosen again
			t.Errorf("Horace does not strike again\n%s", logText(g))
		}
		wantBlood(t, horace, 3) // the 1 blood given back, 1 damage from Djeneba
		wantBlood(t, dj, 4)     // 1 for Anticipation, 1 damage from Horace
	})
}
