package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A vampire whose Methuselah gains 1 pool each time a card she played is
// replaced (Static.AfterReplace, as Duality's draw), and an action card.
var (
	_ = fixture(&vtes.CardDef{ID: 998170, Name: "Test Fleshsmith", Capacity: 5, Clan: "Tzimisce",
		Sect: vtes.Sabbat, Types: vtes.Vampire,
		Static: vtes.Static{AfterReplace: func(g *vtes.Game, _ *vtes.Card, p *vtes.Play) { g.GainPool(p.Seat, 1) }}})
	_ = fixture(&vtes.CardDef{ID: 998171, Name: "Test Errand", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "run an errand",
			Resolve: func(*vtes.Game, *vtes.Play) {}}}})
)

// §1.5.3 (afterreplace.go): an action card is replaced as the action is
// announced, and "after you replace a card this vampire played" heeds it
// as it heeds any other card (Duality; rules 0.12: action cards were
// missed). A card played by another minion does not trigger it.
func TestAfterReplaceActionCard(t *testing.T) {
	for _, actor := range []string{"Test Fleshsmith", "Nik Sikko"} {
		s := newScenario(3)
		s.Ready(0, "Test Fleshsmith", 3)
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, "Test Errand")
		s.Library(0, "Wash", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, actor+": Test Errand")
		want := 30
		if actor == "Test Fleshsmith" {
			want = 31
		}
		if got := pool(g, 0); got != want {
			t.Errorf("%s announced the action: pool %d, want %d", actor, got, want)
		}
		if n := len(g.Hand(0)); n != 1 {
			t.Errorf("%s announced the action: hand of %d, want 1 (the replacement)", actor, n)
		}
	}
}
