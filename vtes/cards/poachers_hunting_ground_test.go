package cards_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/carddb"
)

// Poacher's Hunting Ground: free; in its controller's unlock phase, up
// to X ready Anarchs they control each gain 1 blood, X the
// non-derivative hunting grounds the other Methuselahs control; one
// hunting ground a vampire each turn (card text).
func TestPoachersHuntingGround(t *testing.T) {
	t.Run("played for nothing", func(t *testing.T) {
		wantPlayed(t, "", "Poacher's Hunting Ground", 30)
	})
	for _, tc := range []struct {
		name   string
		theirs []string
		fed    int
	}{
		{"two grounds of others: two Anarchs fed", []string{"Academic Hunting Ground", "Asylum Hunting Ground"}, 2},
		{"one ground of others: one fed", []string{"Academic Hunting Ground"}, 1},
		{"a derivative one does not count", []string{"Poacher's Hunting Ground"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.InPlay(0, "Poacher's Hunting Ground")
			crow := s.Ready(0, "Crow", 2)
			dario := s.Ready(0, "Dario Ziggler", 2)
			s.Ready(0, "Madison", 2) // not an Anarch
			for _, name := range tc.theirs {
				s.InPlay(1, name)
			}
			g := s.Start(0, 2, vtes.PhaseUnlock)
			for _, v := range []string{"Crow", "Dario Ziggler"}[:tc.fed] {
				passUntil(t, g, v)
				mustNotOffer(t, g, "Madison")
				answer(t, g, v)
			}
			for g.Pending() != nil { // no further choice of an Anarch to feed
				if slices.Contains(g.Labels(), "Crow") {
					t.Fatalf("an Anarch to feed is offered: %q", g.Labels())
				}
				decline(t, g)
			}
			if fed := crow.Blood + dario.Blood - 4; fed != tc.fed {
				t.Errorf("%d blood gained, want %d", fed, tc.fed)
			}
		})
	}
}

// TestHuntingGroundCards: every hunting ground of the card list, and only
// those, is in vtes's list, derivative as its text says.
func TestHuntingGroundCards(t *testing.T) {
	word := regexp.MustCompile(`(?i)hunting ground`)
	got := vtes.HuntingGroundCards()
	n := 0
	for _, c := range shareddata.CardDB(t).Cards() {
		first, _, _ := strings.Cut(c.Text, "\n")
		if c.Kind != carddb.Library || !word.MatchString(first) {
			continue
		}
		n++
		if d, ok := got[c.ID]; !ok || d != strings.Contains(first, "Derivative") {
			t.Errorf("%s (%d): listed %v, derivative %v", c.Name, c.ID, ok, d)
		}
	}
	if n != len(got) {
		t.Errorf("%d hunting grounds in the card list, %d listed", n, len(got))
	}
}
