package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Direct Intervention, out of turn, for 1 pool: cancel a minion card as it
// is played, its cost not paid; an action card's minion does not lock
// (card text; §14 C5; groups G00058, G00061; [ANK 20200813-2]).
func TestDirectIntervention(t *testing.T) {
	t.Run("an ally's recruit cancelled: no lock, the same action again", func(t *testing.T) {
		s := newScenario(3)
		rayne := s.Ready(0, "Rayne", 3)
		ally := s.Hand(0, "47th Street Royals", "47th Street Royals")[0]
		di := s.Hand(2, "Direct Intervention")[0] // seat 2: seat 0's predator
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rayne: 47th Street Royals (recruit)",
			"Play Direct Intervention (cancel a minion card, its cost not paid)")
		wantZone(t, ally, vtes.ZoneAsh)
		wantZone(t, di, vtes.ZoneAsh)
		wantLocked(t, rayne, false)
		wantPool(t, g, 30, 30, 29)
		answer(t, g, "Rayne: 47th Street Royals (recruit)") // [RBK cancel-a-card]
		wantLocked(t, rayne, true)
	})
	t.Run("a political action cancelled", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Hand(1, "Direct Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Kine Resources Contested", "Play Direct Intervention")
		wantLocked(t, mk, false)
		wantPool(t, g, 30, 29, 30)
		if !logged(g, "Kine Resources Contested is cancelled") {
			t.Errorf("not cancelled\n%s", logText(g))
		}
	})
	t.Run("a modifier cancelled: its blood given back, the card not again", func(t *testing.T) {
		s := newScenario(3)
		nik := readyWithHand(s, 0, "Nik Sikko", 3, "Aire of Elation", "Aire of Elation")
		s.Hand(1, "Direct Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds", "Play Aire of Elation",
			"Play Direct Intervention")
		wantBlood(t, nik, 3)                       // its cost not paid
		mustNotOffer(t, g, "Play Aire of Elation") // still played (G00058 [ANK 20190104])
		finish(t, g)
		wantPool(t, g, 30, 28, 30) // 1 for Direct Intervention, the bleed of 1
	})
	t.Run("a strike card cancelled: another strike", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		mk := s.Ready(1, "Mkhokheli", 4)
		s.Hand(2, "Direct Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Roundhouse (hand strike at +2)", "Play Direct Intervention")
		if !logged(g, "Roundhouse is cancelled") {
			t.Fatalf("Roundhouse not cancelled\n%s", logText(g))
		}
		if !logged(g, "Horace Radcliffe strikes (hand strike): 1 damage") {
			t.Errorf("Horace does not strike again\n%s", logText(g))
		}
		wantBlood(t, mk, 3)     // Horace's 1, not Roundhouse's 3
		wantBlood(t, horace, 3) // 1 damage from Mkhokheli
	})
	t.Run("not a master card, not one's own turn", func(t *testing.T) {
		s := newScenario(3)
		s.Hand(0, "The Hungry Coyote", "Direct Intervention")
		s.Ready(0, "Rayne", 3)
		s.Hand(1, "Direct Intervention")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Direct Intervention")
		answer(t, g, "Play The Hungry Coyote")
		mustNotOffer(t, g, "Play Direct Intervention")
	})
}
