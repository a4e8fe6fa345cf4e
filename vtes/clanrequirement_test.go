package vtes

import "testing"

// A clan requirement naming several clans is met by any one of them
// ([ANK 20190203] on Ennoia's Theater; rules/vtes.md §1.5.4).
func TestClanRequirement(t *testing.T) {
	for _, tc := range []struct {
		req, clan string
		want      bool
	}{
		{"", "Brujah", true},
		{"", "", true},
		{"Gangrel", "Gangrel", true},
		{"Gangrel", "Gangrel antitribu", false},
		{"Gangrel/Gangrel antitribu", "Gangrel", true},
		{"Gangrel/Gangrel antitribu", "Gangrel antitribu", true},
		{"Gangrel/Gangrel antitribu", "Gangrel/Gangrel antitribu", true},
		{"Gangrel/Gangrel antitribu", "Brujah", false},
		{"Gangrel/Gangrel antitribu", "", false},
	} {
		r := Requirement{Clan: tc.req}
		if got := r.clanOK(tc.clan); got != tc.want {
			t.Errorf("requirement %q, clan %q: %v, want %v", tc.req, tc.clan, got, tc.want)
		}
	}
}
