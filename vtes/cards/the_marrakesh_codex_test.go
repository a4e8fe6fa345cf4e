package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Marrakesh Codex: lock it to look at and reorder the top 4 cards of
// the library; another Methuselah's vampire steals it as a Ⓓ action (card
// text; §14 C10).
func TestTheMarrakeshCodex(t *testing.T) {
	t.Run("lock: reorder the top 4", func(t *testing.T) {
		s := newScenario(3)
		codex := s.InPlay(0, "The Marrakesh Codex")
		s.Ready(0, "Mkhokheli", 4)
		// Bottom first: Blood Doll stays under the top 4.
		s.Library(0, "Blood Doll", "Deflection", "Earth Control", "Conditioning", "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use The Marrakesh Codex", "Deflection")
		// Between two choices each card is in one place, the hash knowing
		// the library (a sim game broke this: libraryreorder.go).
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("during the reorder: %v", err)
		}
		answer(t, g, "Conditioning", "Minion Tap")
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after the reorder: %v", err)
		}
		lib := g.Methuselah(0).Library
		want := []string{"Blood Doll", "Earth Control", "Minion Tap", "Conditioning", "Deflection"}
		for i, id := range lib {
			if got := g.Card(id).Def.Name; got != want[i] {
				t.Fatalf("library[%d] = %s, want %s (bottom first)", i, got, want[i])
			}
		}
		wantLocked(t, codex, true)
		neverOffered(t, g, "Use The Marrakesh Codex")
	})
	t.Run("stolen as a Ⓓ action", func(t *testing.T) {
		s := newScenario(3)
		codex := s.InPlay(1, "The Marrakesh Codex")
		s.Ready(0, "Mkhokheli", 4)
		s.Ready(0, "Political Ally", 1) // an ally may not
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Political Ally: The Marrakesh Codex")
		answer(t, g, "Mkhokheli: The Marrakesh Codex (steal")
		if a := g.Action(); a != nil && (!a.Directed || a.TargetSeat != 1 || a.Stealth != 0) {
			t.Errorf("directed %v at %d, stealth %d; want a 0-stealth action at seat 1",
				a.Directed, a.TargetSeat, a.Stealth)
		}
		finish(t, g)
		if codex.Controller != 0 || codex.Zone != vtes.ZoneInPlay {
			t.Errorf("the Codex is with seat %d in the %s; want stolen into play", codex.Controller,
				codex.Zone)
		}
	})
}
