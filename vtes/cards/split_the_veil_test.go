package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Split the Veil: a Hecata's +1 stealth action puts it in play with 2
// counters; one burned in an unlock phase, from two cards at most; empty,
// it burns and a wraith or zombie ally comes back from the ash heap with
// its starting life (card text).
func TestSplitTheVeil(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Split the Veil")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Split the Veil")
		if ip := g.Methuselah(0).InPlay; len(ip) != 1 || g.Card(ip[0]).Counters != 2 {
			t.Fatalf("Split the Veil is not in play with 2 counters")
		}
	})
	t.Run("two cards a phase; the last counter brings a wraith back", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		veils := []*vtes.Card{s.InPlay(0, "Split the Veil"), s.InPlay(0, "Split the Veil"),
			s.InPlay(0, "Split the Veil")}
		veils[0].Counters, veils[1].Counters, veils[2].Counters = 1, 2, 2
		scr := s.Ash(0, "Screamer")[0]
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		answer(t, g, "Yes", "Yes")
		if d := g.Pending(); d != nil && strings.Contains(d.Prompt.String(), "Split the Veil") {
			t.Fatalf("a third Split the Veil is offered: %s", d.Prompt.String())
		}
		wantZone(t, veils[0], vtes.ZoneAsh)
		wantZone(t, scr, vtes.ZoneReady)
		wantBlood(t, scr, 1)
		if veils[1].Counters != 1 || veils[2].Counters != 2 {
			t.Errorf("counters %d and %d, want 1 and 2 (two cards a phase)",
				veils[1].Counters, veils[2].Counters)
		}
	})
}
