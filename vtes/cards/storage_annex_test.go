package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Storage Annex: a location; as it is played a card of the hand goes on
// it, out of play; not playable as the hand's only card ([LSJ
// 20100527]); in its Methuselah's master phase, a card of their hand is
// exchanged for the card on it (card text; [PIB 20150224]).
func TestStorageAnnex(t *testing.T) {
	t.Run("played: a card of the hand goes on it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, "Storage Annex", "Minion Tap", "Deflection")
		s.Library(0, "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Storage Annex", "Minion Tap")
		annex, tap := card(t, g, "Storage Annex"), card(t, g, "Minion Tap")
		wantZone(t, annex, vtes.ZoneInPlay)
		if tap.Zone != vtes.ZoneRemoved || tap.Host != annex.ID {
			t.Errorf("Minion Tap in zone %v, not on the Annex", tap.Zone)
		}
		if n := len(g.Methuselah(0).Hand); n != 2 { // Deflection, Conditioning drawn
			t.Errorf("%d cards in hand, want 2", n)
		}
	})
	t.Run("not as the hand's only card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, "Storage Annex")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Storage Annex")
	})
	t.Run("master phase: exchange", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, "Storage Annex", "Minion Tap", "Deflection")
		s.Library(0, "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Storage Annex", "Minion Tap")
		answer(t, g, "Use Storage Annex: exchange", "Deflection")
		wantZone(t, card(t, g, "Minion Tap"), vtes.ZoneHand)
		if d := card(t, g, "Deflection"); d.Zone != vtes.ZoneRemoved ||
			d.Host != card(t, g, "Storage Annex").ID {
			t.Errorf("Deflection in zone %v, not on the Annex", d.Zone)
		}
	})
}
