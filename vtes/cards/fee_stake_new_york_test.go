package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fee Stake: New York: an Anarch of capacity 5 or more becomes baron of
// New York (+1 stealth action); a Brujah baron gets +1 vote in the
// referendums it calls; any vampire can call a referendum to burn the
// card, in which non-Anarch titles are worth 1 vote less (card text;
// §9.1, §10.2).
func TestFeeStakeNewYork(t *testing.T) {
	t.Run("the title, by an Anarch of capacity 5 or more", func(t *testing.T) {
		s := newScenario(3)
		aline := s.Ready(0, "Aline Gädeke", 7) // Brujah Anarch
		s.Ready(0, "Anita Wainwright", 3)      // capacity 3
		card := s.Hand(0, "Fee Stake: New York")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anita Wainwright: Fee Stake")
		answer(t, g, "Aline Gädeke: Fee Stake: New York (become baron of New York)")
		if a := g.Action(); a != nil && a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		notBlocked(t, g)
		wantOn(t, g, card, aline)
		if g.TitleOf(aline) != vtes.Baron {
			t.Errorf("Aline's title is %v, want baron", g.TitleOf(aline))
		}
		wantVotes(t, g, aline, 2)
	})
	t.Run("+1 vote in the referendums a Brujah baron calls", func(t *testing.T) {
		s := newScenario(3)
		aline := readyWithHand(s, 0, "Aline Gädeke", 7, "Kine Resources Contested")
		s.Attach(aline, "Fee Stake: New York", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Aline Gädeke")
		answer(t, g, "Aline Gädeke: 3 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") { // and the action's 1
			t.Errorf("no 3 votes from Aline\n%s", logText(g))
		}
	})
	t.Run("not for a baron of another clan, nor in another's referendum", func(t *testing.T) {
		s := newScenario(3)
		aluc := readyWithHand(s, 0, "Aluc Romas de Leon", 5, "Kine Resources Contested") // Ministry
		s.Attach(aluc, "Fee Stake: New York", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Aluc Romas de Leon")
		mustOffer(t, g, "Aluc Romas de Leon: 2 vote(s) for")
	})
	t.Run("burned by referendum; non-Anarch titles -1 vote in it", func(t *testing.T) {
		s := newScenario(3)
		aline := s.Ready(0, "Aline Gädeke", 7)
		card := s.Attach(aline, "Fee Stake: New York", 0)
		s.Ready(0, "Alexander Silverson", 8) // a prince: 2 votes
		s.Ready(1, "Madison", 6)
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Fee Stake: New York (call a referendum to burn")
		notBlocked(t, g)
		mustOffer(t, g, "Aline Gädeke: 2 vote(s) for") // the Anarch title keeps its votes
		answer(t, g, "Alexander Silverson: 1 vote(s) for")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		if g.TitleOf(aline) != vtes.NoTitle {
			t.Errorf("Aline is still %v", g.TitleOf(aline))
		}
	})
}
