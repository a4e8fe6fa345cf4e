package vtes

import "testing"

// TestListOf checks that listOf finds each zone's list of a Methuselah by
// its place in a row (zoneList), as a switch naming the fields would: a
// change of Methuselah's layout fails here.
func TestListOf(t *testing.T) {
	m := &Methuselah{}
	tests := []struct {
		z    Zone
		want *[]CardID
	}{
		{ZoneLibrary, &m.Library},
		{ZoneCrypt, &m.Crypt},
		{ZoneHand, &m.Hand},
		{ZoneUncontrolled, &m.Uncontrolled},
		{ZoneReady, &m.Ready},
		{ZoneTorpor, &m.Torpor},
		{ZoneInPlay, &m.InPlay},
		{ZoneAttached, nil},
		{ZoneAsh, &m.Ash},
		{ZoneRemoved, nil},
		{ZoneRemoved + 1, nil}, // no such zone
	}
	for _, tt := range tests {
		if got := listOf(m, tt.z); got != tt.want {
			t.Errorf("listOf(zone %d) = %p, want %p", tt.z, got, tt.want)
		}
	}
}
