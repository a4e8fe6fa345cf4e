package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Embrace, for 2 blood: a +1 stealth action; the card becomes a
// 1-capacity non-unique vampire of the acting vampire's clan and sect
// that must hunt this turn; a sterile vampire cannot play it (card text;
// group G00054; §10.4; §14 C17).
func TestTheEmbrace(t *testing.T) {
	t.Run("a Sabbat Toreador antitribu that hunts", func(t *testing.T) {
		s := newScenario(3)
		loonar := s.Ready(0, "Loonar", 3)
		e := s.Hand(0, "The Embrace")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar: The Embrace")
		wantBlood(t, loonar, 1)
		wantZone(t, e, vtes.ZoneReady)
		if !e.IsVampire() || e.Def.Clan != "Toreador antitribu" || g.SectOf(e) != vtes.Sabbat ||
			g.Capacity(e) != 1 {
			t.Fatalf("The Embrace: vampire %v, clan %q, sect %s, capacity %d; want a Sabbat "+
				"Toreador antitribu of capacity 1\n%s", e.IsVampire(), e.Def.Clan, g.SectOf(e),
				g.Capacity(e), logText(g))
		}
		if !logged(g, "The Embrace hunts: +1 blood") {
			t.Fatalf("the new vampire did not hunt\n%s", logText(g))
		}
		finish(t, g)
	})
	t.Run("an Anarch's childe is Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aluc Romas de Leon", 3)
		e := s.Hand(0, "The Embrace")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon: The Embrace")
		if e.Def.Clan != "Ministry" || g.SectOf(e) != vtes.Anarch {
			t.Fatalf("clan %q, sect %s; want an Anarch Ministry", e.Def.Clan, g.SectOf(e))
		}
	})
	t.Run("non-unique: two Embraces do not contest", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Loonar", 3)
		s.Ready(0, "Guggenheim", 3)
		es := s.Hand(0, "The Embrace", "The Embrace")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar: The Embrace")
		answer(t, g, "Guggenheim: The Embrace")
		for _, e := range es {
			if e.Contested {
				t.Fatalf("a non-unique vampire is contested\n%s", logText(g))
			}
			wantZone(t, e, vtes.ZoneReady)
		}
	})
	t.Run("not with 1 blood", func(t *testing.T) {
		g := minionPhase("Loonar", 1, "The Embrace")
		mustNotOffer(t, g, "The Embrace")
	})
}
