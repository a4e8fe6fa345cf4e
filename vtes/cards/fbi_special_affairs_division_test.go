package cards_test

import (
	"testing"

	"kindred/vtes"
)

// FBI Special Affairs Division: an ally burned in combat with an acting
// vampire puts 1 counter on the event and, after the combat, inflicts 2
// unpreventable environmental damage on that vampire; the fourth counter
// burns the event; an acting ally burned gives none ([ANK 20180913-2])
// (card text; §6.7).
func TestFBISpecialAffairsDivision(t *testing.T) {
	for _, tt := range []struct {
		name     string
		counters int
		zone     vtes.Zone
	}{{"an ally burned blocking: 2 damage after combat", 0, vtes.ZoneInPlay},
		{"the fourth counter burns it", 3, vtes.ZoneAsh}} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			mk := s.Ready(0, "Mkhokheli", 5)
			s.Ready(1, "47th Street Royals", 1)
			fbi := s.InPlay(2, "FBI Special Affairs Division")
			fbi.Counters = tt.counters
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Mkhokheli", "47th Street Royals")
			finish(t, g)
			wantBlood(t, mk, 5-1-2) // the Royals' hand strike, then the 2 damage
			wantZone(t, fbi, tt.zone)
			if tt.zone == vtes.ZoneInPlay && fbi.Counters != tt.counters+1 {
				t.Errorf("%d counters, want %d", fbi.Counters, tt.counters+1)
			}
		})
	}
	t.Run("not for an acting ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "47th Street Royals", 1)
		mk := s.Ready(1, "Mkhokheli", 5)
		fbi := s.InPlay(2, "FBI Special Affairs Division")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "47th Street Royals", "Mkhokheli")
		finish(t, g)
		if fbi.Counters != 0 || mk.Blood != 4 {
			t.Errorf("%d counters, Mkhokheli %d blood; want 0 and 4\n%s", fbi.Counters, mk.Blood, logText(g))
		}
	})
}
