package vtes_test

// Cards shuffled into their owner's library when burned (burnshuffle.go).

import (
	"testing"

	"kindred/vtes"
)

// An ally shuffled into its owner's library when burned.
var _ = fixture(&vtes.CardDef{ID: 990095, Name: "Test Revenant Mummy", Types: vtes.Ally, Life: 1,
	BleedAmount: 1, Static: vtes.Static{ShuffledIfBurned: true}})

// §1.6: burned in combat, the ally goes into its owner's library, which
// is shuffled, not to the ash heap; an ordinary ally goes to the ash heap.
func TestShuffledIfBurned(t *testing.T) {
	for _, tc := range []struct {
		ally string
		want vtes.Zone
	}{{"Test Revenant Mummy", vtes.ZoneLibrary}, {"Test Ghoul Bruiser", vtes.ZoneAsh}} {
		t.Run(tc.ally, func(t *testing.T) {
			s := newScenario(2)
			ally := s.Ready(0, tc.ally, 1)
			for range 7 { // a full hand: nothing drawn from the library
				s.Hand(0, "Test Haymaker")
			}
			s.Ready(1, "Lenny Burkhead", 3)
			g := s.Start(0, 3, vtes.PhaseMinion)
			answer(t, g, tc.ally+" bleeds", "Block with Lenny Burkhead")
			for ally.Zone == vtes.ZoneReady && g.Pending() != nil {
				answer(t, g, g.Labels()[0])
			}
			if ally.Zone != tc.want {
				t.Errorf("%s burned to the %s, want the %s", tc.ally, ally.Zone, tc.want)
			}
		})
	}
}
