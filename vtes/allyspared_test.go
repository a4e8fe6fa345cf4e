package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// Equipment sparing the allies its bearer's combats would burn
// (Static.StealsBurnedAlly).
var _ = fixture(&vtes.CardDef{ID: 998162, Name: "Test Binding Tome", Types: vtes.Equipment,
	Modes:  []vtes.Mode{{Kind: vtes.PlayAction, Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{StealsBurnedAlly: true}})

// §6, §14 C10 (allyspared.go): an ally that would be burned in combat
// with a vampire carrying such a card is stolen and locked instead, with
// 1 life; without the card it is burned.
func TestAllySpared(t *testing.T) {
	for _, tome := range []bool{true, false} {
		s := newScenario(3)
		kasim := s.Ready(0, "Kasim Bayar", 4) // strength 1
		if tome {
			s.Attach(kasim, "Test Binding Tome", 0)
		}
		royals := s.Ready(1, "47th Street Royals", 1) // ally, 1 life left
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kasim Bayar bleeds", "Block with 47th Street Royals")
		for g.Pending() != nil && royals.Zone == vtes.ZoneReady && royals.Controller == 1 {
			if offered(g, "Hand strike") {
				answer(t, g, "Hand strike")
			} else {
				answer(t, g, "Pass")
			}
		}
		if !tome {
			inZone(t, royals, vtes.ZoneAsh)
			continue
		}
		inZone(t, royals, vtes.ZoneReady)
		if royals.Controller != 0 || !royals.Locked || royals.Blood != 1 {
			t.Errorf("the Royals: Methuselah %d's, locked %v, %d life; want 1's, locked, 1 life",
				royals.Controller+1, royals.Locked, royals.Blood)
		}
	}
}
