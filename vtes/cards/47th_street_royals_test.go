package cards_test

import (
	"testing"

	"kindred/vtes"
)

// 47th Street Royals: recruited by a Brujah at no cost; a unique mortal
// ally with 2 life and 1 strength; burn it to reduce a bleed against its
// Methuselah by 3 (card text; §3.5.5, §3.5.1).
func Test47thStreetRoyals(t *testing.T) {
	t.Run("recruited by a Brujah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 3)
		s.Ready(0, "Melech", 3)
		ally := s.Hand(0, "47th Street Royals")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Melech: 47th Street Royals")
		answer(t, g, "Rayne: 47th Street Royals (recruit)")
		wantZone(t, ally, vtes.ZoneReady)
		wantBlood(t, ally, 2)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("burned to reduce a bleed by 3", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Kamile Paukstys", 3, "Threats")
		ally := s.Ready(1, "47th Street Royals", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kamile Paukstys bleeds", "Do not block",
			"Use 47th Street Royals: burn: reduce the bleed by 3")
		finish(t, g)
		wantZone(t, ally, vtes.ZoneAsh)
		wantPool(t, g, 30, 30, 30) // a bleed of 2, reduced by 3
	})
	t.Run("its strength", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "47th Street Royals", 2)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "47th Street Royals", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 2)
	})
}
