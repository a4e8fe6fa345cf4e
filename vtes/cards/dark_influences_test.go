package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dark Influences, out of turn, for 2 pool: cancel a minion card as it
// is played, its cost not paid, and put this card in play; that card
// cannot be played again this turn; the next card played to cancel
// another Methuselah's minion card is cancelled, unpaid, and Dark
// Influences burns instead (card text; §14 C5; group G00061).
func TestDarkInfluences(t *testing.T) {
	t.Run("cancels a recruit; the card not again this turn", func(t *testing.T) {
		s := newScenario(3)
		rayne := s.Ready(0, "Rayne", 3)
		s.Hand(0, "47th Street Royals", "47th Street Royals")
		dark := s.Hand(2, "Dark Influences")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rayne: 47th Street Royals (recruit)", "Play Dark Influences")
		wantZone(t, dark, vtes.ZoneInPlay)
		wantLocked(t, rayne, false)
		wantPool(t, g, 30, 30, 28)
		mustNotOffer(t, g, "47th Street Royals")
	})
	t.Run("in play: the next cancel is cancelled, and it burns", func(t *testing.T) {
		s := newScenario(3)
		rayne := s.Ready(0, "Rayne", 3)
		ally := s.Hand(0, "47th Street Royals")[0]
		dark := s.InPlay(0, "Dark Influences")
		di := s.Hand(2, "Direct Intervention")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rayne: 47th Street Royals (recruit)", "Play Direct Intervention")
		wantZone(t, dark, vtes.ZoneAsh)
		wantZone(t, di, vtes.ZoneAsh)
		finish(t, g)
		wantZone(t, ally, vtes.ZoneReady)
		wantLocked(t, rayne, true)
		wantPool(t, g, 30, 30, 30) // Direct Intervention's cost not paid
	})
}
