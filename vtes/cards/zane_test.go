package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Zane: if not a prince, a +1 stealth political action calling a
// referendum to receive the title a prince holds, and contest it with
// that prince (card text; §9.1, §10.2).
func TestZane(t *testing.T) {
	t.Run("receives Lodin's title and contests it", func(t *testing.T) {
		s := newScenario(3)
		zane := s.Ready(0, "Zane", 4)
		lodin := s.Torpor(1, "Lodin (Olaf Holte)", 2) // a prince who cannot vote
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Zane: Zane (call a referendum: receive a prince's title)")
		if a := g.Action(); a != nil && a.Stealth != 1 {
			t.Fatalf("stealth %d, want a +1 stealth action", a.Stealth)
		}
		passUntil(t, g, "Zane: 1 vote(s) for")
		answer(t, g, "Zane: 1 vote(s) for")
		finish(t, g)
		if !logged(g, "Zane gains the title (prince)") {
			t.Fatalf("Zane did not receive the title\n%s", logText(g))
		}
		if !zane.TitleContested || !lodin.TitleContested {
			t.Errorf("want Zane and Lodin contesting Chicago: %v, %v", zane.TitleContested,
				lodin.TitleContested)
		}
		if pos := vtes.WritePosition(g); !strings.Contains(pos, "links") {
			t.Errorf("the position does not keep the title Zane received:\n%s", pos)
		}
	})
	t.Run("the contest won, he is a prince with 2 votes", func(t *testing.T) {
		s := newScenario(3)
		zane := s.Ready(0, "Zane", 4)
		lodin := s.Ready(1, "Lodin (Olaf Holte)", 4)
		zane.Links[0] = lodin.ID // the title he received
		g := s.Start(0, 2, vtes.PhaseMinion)
		if g.TitleOf(zane) != vtes.Prince || g.Votes(zane) != 2 {
			t.Errorf("Zane holds %v with %d votes, want a prince's 2", g.TitleOf(zane), g.Votes(zane))
		}
		mustNotOffer(t, g, "receive a prince's title") // he is a prince now
	})
	t.Run("no prince in play", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Zane", 4)
		s.Ready(1, "Whisper", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "receive a prince's title")
	})
}
