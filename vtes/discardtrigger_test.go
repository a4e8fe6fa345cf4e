package vtes_test

// Static.OnAnyDiscard runs as each Methuselah's discard phase begins, for
// every card in play, whoever controls it, before any discard phase
// action (rules/vtes.md §3.7; Palla Grande, Dragonbound).

import (
	"testing"

	"kindred/vtes"
)

// Test Hourglass burns a counter in its controller's discard phase, and
// burns itself with the last; Test Discard Tally counts the seats whose discard
// phase began (seat+1 each).
var (
	_ = fixture(&vtes.CardDef{ID: 997401, Name: "Test Hourglass", Types: vtes.Master,
		Static: vtes.Static{OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if seat != c.Controller {
				return
			}
			if g.AddCounters(c, -1); c.Counters <= 0 {
				g.Burn(c)
			}
		}}})
	_ = fixture(&vtes.CardDef{ID: 997402, Name: "Test Discard Tally", Types: vtes.Master,
		Static: vtes.Static{OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			g.AddCounters(c, seat+1)
		}}})
)

func TestOnAnyDiscard(t *testing.T) {
	for _, tc := range []struct {
		active               int
		mine, theirs, tallyN int
	}{
		{active: 0, mine: 0, theirs: 2, tallyN: 1}, // only seat 0's Hourglass runs down
		{active: 1, mine: 1, theirs: 1, tallyN: 2},
	} {
		s := newScenario(3)
		mine := s.InPlay(0, "Test Hourglass")
		mine.Counters = 1
		theirs := s.InPlay(1, "Test Hourglass")
		theirs.Counters = 2
		tally := s.InPlay(2, "Test Discard Tally")
		s.Hand(tc.active, "Conditioning") // something to discard: the phase asks
		g := s.Start(tc.active, 3, vtes.PhaseDiscard)
		// Asked to discard: the triggers already ran, before any action.
		if g.Pending() == nil || g.Active != tc.active {
			t.Fatalf("seat %d: not asked in the discard phase", tc.active)
		}
		if tc.mine == 0 {
			inZone(t, mine, vtes.ZoneAsh) // burned with its last counter
		} else if mine.Counters != tc.mine {
			t.Errorf("seat %d: seat 0's Hourglass has %d counters, want %d", tc.active, mine.Counters, tc.mine)
		}
		if theirs.Counters != tc.theirs || tally.Counters != tc.tallyN {
			t.Errorf("seat %d: seat 1's Hourglass has %d counters (want %d), the Discard Tally %d (want %d)",
				tc.active, theirs.Counters, tc.theirs, tally.Counters, tc.tallyN)
		}
	}
}
