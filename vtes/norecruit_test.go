package vtes_test

// Minions that cannot recruit allies or employ retainers (norecruit.go).

import (
	"testing"

	"kindred/vtes"
)

var (
	// A card on a vampire barring it from recruiting and employing
	// (Depravity's clause).
	_ = fixture(&vtes.CardDef{ID: 996143, Name: "Test Vow", Types: vtes.Master,
		Static: vtes.Static{NoRecruit: true}})
	// An ally and a retainer anyone may bring in for 1 pool.
	_ = fixture(&vtes.CardDef{ID: 996144, Name: "Test Whelp", Types: vtes.Retainer,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
			Label: "employ", Resolve: vtes.PutOnMinion(1)}}})
	_ = fixture(&vtes.CardDef{ID: 996145, Name: "Test Squire", Types: vtes.Ally,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
			Label: "recruit", Resolve: vtes.RecruitAlly(1)}}})
)

// A vampire bearing the bar is not offered ally or retainer cards; its
// other cards, and another vampire, are unaffected.
func TestNoRecruit(t *testing.T) {
	for _, tc := range []struct {
		name    string
		vow     bool
		offered bool
	}{{"barred", true, false}, {"free", false, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			v := s.Ready(0, "Nathaniel Bordruff", 4)
			if tc.vow {
				s.Attach(v, "Test Vow", 0)
			}
			s.Hand(0, "Test Whelp", "Test Squire")
			g := s.Start(0, 3, vtes.PhaseMinion)
			for _, play := range []string{"Test Whelp (employ)", "Test Squire (recruit)"} {
				if got := offered(g, play); got != tc.offered {
					t.Errorf("%s offered %v, want %v: %q", play, got, tc.offered, g.Labels())
				}
			}
			mustOffer(t, g, "Nathaniel Bordruff bleeds")
		})
	}
}
