package vtes_test

// Damage aggravated by whom it is inflicted on (aggravatedagainst.go) and
// effects after an opponent's press (presscost.go).

import (
	"testing"

	"kindred/vtes"
)

var (
	// Equipment making its bearer's strike damage on a Nosferatu
	// aggravated (Petra against Baali).
	_ = fixture(&vtes.CardDef{ID: 997154, Name: "Test Silver Knuckles", Types: vtes.Equipment,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "equip", Resolve: vtes.PutOnMinion(0)}},
		Static: vtes.Static{AggravatedAgainst: func(g *vtes.Game, c, opp *vtes.Card) bool {
			return opp.Def.Clan == "Nosferatu"
		}}})
	// Equipment making a vampire pressing to continue against its bearer
	// burn 1 blood (Petra).
	_ = fixture(&vtes.CardDef{ID: 997155, Name: "Test Thorns", Types: vtes.Equipment,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "equip", Resolve: vtes.PutOnMinion(0)}},
		Static: vtes.Static{OnOpponentPress: func(g *vtes.Game, c, presser *vtes.Card) {
			if presser.IsVampire() {
				g.LoseBlood(presser, 1)
			}
		}}})
)

// Nik Sikko's hand strike is aggravated against the Nosferatu Nathaniel
// Bordruff only: aggravated damage he cannot mend sends him to torpor.
func TestAggravatedAgainst(t *testing.T) {
	s := newScenario(2)
	nathaniel := s.Ready(0, "Nathaniel Bordruff", 5)
	nik := s.Ready(1, "Nik Sikko", 5)
	s.Attach(nik, "Test Silver Knuckles", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nathaniel Bordruff bleeds", "Block with Nik Sikko")
	for g.Pending() != nil && g.Pending().Kind != "vtes.minion" && g.Pending().Kind != "vtes.discard" {
		answer(t, g, "Pass")
	}
	if nathaniel.Zone != vtes.ZoneTorpor || nik.Zone != vtes.ZoneReady || nik.Blood != 4 {
		t.Errorf("Nathaniel in %v, Nik in %v with %d blood; want Nathaniel in torpor (aggravated), Nik ready with 4",
			nathaniel.Zone, nik.Zone, nik.Blood)
	}
}

// Nathaniel Bordruff presses to continue against Nik Sikko's Test Thorns:
// he burns 1 blood for it.
func TestOnOpponentPress(t *testing.T) {
	s := newScenario(2)
	nathaniel := s.Ready(0, "Nathaniel Bordruff", 5)
	nik := s.Ready(1, "Nik Sikko", 5)
	s.Attach(nik, "Test Thorns", 0)
	s.Hand(0, "Test Tracker")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nathaniel Bordruff bleeds", "Block with Nik Sikko")
	for i := 0; !offered(g, "Play Test Tracker") && i < 20; i++ {
		answer(t, g, "Pass")
	}
	answer(t, g, "Play Test Tracker")
	if nathaniel.Blood != 3 { // 1 damage in round 1, 1 blood for the press
		t.Errorf("Nathaniel %d blood after pressing; want 3", nathaniel.Blood)
	}
}
