package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fee Stake: Seattle: a +1 stealth action by an Anarch of capacity 5
// or more, who becomes Baron of Seattle (2 votes); a Gangrel bearer gets
// +1 vote in the referendums it calls; any vampire can call a referendum
// to burn it, in which non-Anarch titles are worth 1 vote less (card
// text; §5.3, §9.1).
func TestFeeStakeSeattle(t *testing.T) {
	t.Run("the title", func(t *testing.T) {
		s := newScenario(3)
		crow := s.Ready(0, "Crow", 5)
		fee := s.Hand(0, "Fee Stake: Seattle")[0]
		s.Ready(1, "Madison", 3) // a block decision
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crow: Fee Stake: Seattle (become Baron of Seattle)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("action %+v, want +1 stealth", a)
		}
		finish(t, g)
		wantOn(t, g, fee, crow)
		if g.TitleOf(crow) != vtes.Baron {
			t.Errorf("Crow's title %v, want baron", g.TitleOf(crow))
		}
	})
	for _, v := range []string{"Hanna Nokelainen", "Madison"} { // capacity 4; Camarilla
		t.Run("not by "+v, func(t *testing.T) {
			g := minionPhase(v, 4, "Fee Stake: Seattle")
			neverOffered(t, g, v+": Fee Stake: Seattle")
		})
	}
	t.Run("a Gangrel baron: +1 vote in his referendum", func(t *testing.T) {
		s := newScenario(4)
		crow := readyWithHand(s, 0, "Crow", 5, "Kine Resources Contested")
		s.Attach(crow, "Fee Stake: Seattle", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Crow")
		mustOffer(t, g, "Crow: 3 vote(s) for")
	})
	t.Run("the referendum to burn it: a prince casts 1 vote", func(t *testing.T) {
		s := newScenario(3)
		crow := s.Ready(0, "Crow", 5)
		fee := s.Attach(crow, "Fee Stake: Seattle", 0)
		s.Ready(1, "Madison", 3)
		s.Ready(1, "Mkhokheli", 3) // Prince of Cape Town
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Fee Stake: Seattle (call a referendum to burn Fee Stake: Seattle)")
		notBlocked(t, g)
		mustOffer(t, g, "Mkhokheli: 1 vote(s) for")
		answer(t, g, "Mkhokheli: 1 vote(s) for")
		finish(t, g)
		wantZone(t, fee, vtes.ZoneAsh)
	})
}
