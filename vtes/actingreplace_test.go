package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A vehicle drawing more for its acting bearer (Static.DrawMoreActing).
var _ = fixture(&vtes.CardDef{ID: 998163, Name: "Test Jet", Types: vtes.Equipment,
	Modes:  []vtes.Mode{{Kind: vtes.PlayAction, Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{DrawMoreActing: true}})

// §1.5.3 (actingreplace.go): the replacement of an action card the
// bearer plays is followed, if its Methuselah wants, by 1 more card; a
// card another minion plays is not.
func TestDrawMoreActing(t *testing.T) {
	for _, bearer := range []string{"Lenny Burkhead", "Nik Sikko"} {
		s := newScenario(3)
		lenny := s.Ready(0, "Lenny Burkhead", 3)
		nik := s.Ready(0, "Nik Sikko", 3)
		if bearer == "Lenny Burkhead" {
			s.Attach(lenny, "Test Jet", 0)
		} else {
			s.Attach(nik, "Test Jet", 0)
		}
		s.Hand(0, "Test Night Vigil")
		s.Library(0, "Wash", "Wash", "Wash")
		lenny.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead: Test Night Vigil")
		want := 1
		if bearer == "Lenny Burkhead" {
			answer(t, g, "Yes")
			want = 2
		} else if offered(g, "Yes") {
			t.Errorf("%s's jet offered for Lenny's card", bearer)
		}
		if n := len(g.Hand(0)); n != want {
			t.Errorf("jet on %s: hand of %d, want %d", bearer, n, want)
		}
	}
}
