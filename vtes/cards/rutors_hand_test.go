package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rutor's Hand: a +1 stealth action for 1 blood, one to a vampire; the
// card on the vampire, locked, and 1 aggravated damage (torpor); [THA] 3
// blood burned instead; in the minion phase, the vampire locks the card
// to unlock (card text; §6.7).
func TestRutorsHand(t *testing.T) {
	t.Run("inferior: to torpor, the Hand on her", func(t *testing.T) {
		s := newScenario(3)
		lauren := s.Ready(0, "Lauren", 4) // aus dom tha
		hand := s.Hand(0, "Rutor's Hand")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lauren: Rutor's Hand (put on this vampire, 1 aggravated damage)")
		finish(t, g)
		wantZone(t, lauren, vtes.ZoneTorpor)
		wantBlood(t, lauren, 3)
		wantOn(t, g, hand, lauren)
		wantLocked(t, hand, true)
	})
	t.Run("superior: 3 blood burned instead", func(t *testing.T) {
		s := newScenario(3)
		nayarana := readyWithHand(s, 0, "Nayarana", 4, "Rutor's Hand") // cel THA
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nayarana: Rutor's Hand (put on this vampire, 1 aggravated damage or burn",
			"Yes")
		finish(t, g)
		wantZone(t, nayarana, vtes.ZoneReady)
		wantBlood(t, nayarana, 0)
	})
	t.Run("lock the Hand to unlock; one to a vampire", func(t *testing.T) {
		s := newScenario(3)
		nayarana := readyWithHand(s, 0, "Nayarana", 4, "Rutor's Hand")
		hand := s.Attach(nayarana, "Rutor's Hand", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Nayarana: Rutor's Hand")
		mustNotOffer(t, g, "lock: unlock this vampire") // not locked yet
		answer(t, g, "Nayarana hunts")
		answer(t, g, "lock: unlock this vampire")
		wantLocked(t, nayarana, false)
		wantLocked(t, hand, true)
	})
}
