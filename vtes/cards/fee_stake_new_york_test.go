package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fee Stake: New York: the unique Anarch title of baron of New York, taken
// by an Anarch of capacity 5 or more as a +1 stealth action; burned by a
// referendum in which non-Anarch titles get -1 vote; a Brujah baron gets
// +1 vote in the referendums it calls (card text; §9.1, §5.3).
func TestFeeStakeNewYork(t *testing.T) {
	wantFeeStake(t, "Fee Stake: New York", "New York")
	t.Run("+1 vote in the referendums a Brujah baron calls", func(t *testing.T) {
		s := newScenario(3)
		aline := readyWithHand(s, 0, "Aline Gädeke", 7, "Kine Resources Contested") // Brujah
		s.Attach(aline, "Fee Stake: New York", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Aline Gädeke")
		answer(t, g, "Aline Gädeke: 3 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") { // and the action's 1
			t.Errorf("no 3 votes from Aline\n%s", logText(g))
		}
	})
	t.Run("not for a baron of another clan", func(t *testing.T) {
		s := newScenario(3)
		aluc := readyWithHand(s, 0, "Aluc Romas de Leon", 5, "Kine Resources Contested") // Ministry
		s.Attach(aluc, "Fee Stake: New York", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Aluc Romas de Leon")
		mustOffer(t, g, "Aluc Romas de Leon: 2 vote(s) for")
	})
	t.Run("not in another's referendum", func(t *testing.T) {
		s := newScenario(3)
		aline := s.Ready(0, "Aline Gädeke", 7)
		s.Attach(aline, "Fee Stake: New York", 0)
		readyWithHand(s, 0, "Anita Wainwright", 3, "Kine Resources Contested")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Anita Wainwright")
		mustOffer(t, g, "Aline Gädeke: 2 vote(s) for")
	})
}
