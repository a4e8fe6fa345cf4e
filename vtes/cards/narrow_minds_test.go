package cards_test

import (
	"regexp"
	"slices"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
)

// Narrow Minds: minion cards that change the target of a bleed cost +1
// blood; the event is not replaced until its player's next unlock phase
// (card text; §14 C6, G00025).
func TestNarrowMinds(t *testing.T) {
	t.Run("Deflection costs 2 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3) // bleed 2
		naomi := readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")
		s.InPlay(2, "Narrow Minds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block",
			"Play Deflection (lock: redirect the bleed) with Naomi Stewart")
		finish(t, g)
		wantBlood(t, naomi, 1)
		wantPool(t, g, 30, 30, 28)
	})
	t.Run("not with 1 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		readyWithHand(s, 1, "Naomi Stewart", 1, "Deflection")
		s.InPlay(2, "Narrow Minds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds")
		mustNotOffer(t, g, "Play Deflection")
	})
	t.Run("played in the discard phase, not replaced at once", func(t *testing.T) {
		s := newScenario(3)
		nm := s.Hand(0, "Narrow Minds", "Wash")[0]
		for range 7 {
			s.Library(0, "Deflection")
		}
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "Play Narrow Minds")
		wantZone(t, nm, vtes.ZoneInPlay)
		// The refill at the end of the phase leaves it owed: 6 cards.
		if n := len(g.Hand(0)); n != 6 {
			t.Errorf("hand of %d after the refill, want 6: not replaced yet", n)
		}
	})
}

// The list of minion cards changing a bleed's target (vtes/bleedredirect.go)
// is that of the card data: minion cards saying so.
func TestBleedRedirectCards(t *testing.T) {
	re := regexp.MustCompile(`Change the target of the bleed|is now bleeding`)
	var want []int
	for _, c := range shareddata.CardDB(t).Cards() {
		if re.MatchString(c.Text) && !c.Is("Master") && !c.Is("Event") {
			want = append(want, c.ID)
		}
	}
	slices.Sort(want)
	if got := vtes.BleedRedirectCardIDs(); !slices.Equal(got, want) {
		t.Errorf("bleed redirecting cards %v, want %v", got, want)
	}
}
