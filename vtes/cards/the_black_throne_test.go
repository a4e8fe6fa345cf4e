package cards_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// The Black Throne: lock it in the polling of a referendum for +2 votes;
// lock it after a minion with a contract for which a Banu Haqim its
// Methuselah controls is chosen leaves the ready region for 1 pool, also
// when the contract burned on the way ([PIB 20150512]) and when the
// minion left with its ousted Methuselah ([ANK 20180129-2]) (card text).
func TestTheBlackThrone(t *testing.T) {
	t.Run("+2 votes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Kine Resources Contested")
		throne := s.InPlay(0, "The Black Throne")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Use The Black Throne", "Vote for")
		finish(t, g)
		wantLocked(t, throne, true)
		if !logged(g, "casts 2 vote(s) for") {
			t.Errorf("no 2 votes\n%s", logText(g))
		}
	})
	t.Run("1 pool after the contracted minion is ousted", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		throne := s.InPlay(0, "The Black Throne")
		anita := s.Ready(1, "Anita Wainwright", 3)
		contract := s.Attach(anita, "Priority Contract", 0)
		contract.Owner, contract.Controller = 0, 0
		contract.Links[0] = arjun.ID
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds")
		untilAsked(t, g, "Use Priority Contract?")
		answer(t, g, "Yes")
		untilAsked(t, g, "Use The Black Throne?")
		answer(t, g, "Yes")
		wantLocked(t, throne, true)
		finish(t, g)
		if pool(g, 0) != 40 {
			t.Errorf("pool %d, want 40: 30 + 6 for the oust + 3 + 1", pool(g, 0))
		}
	})
	t.Run("not for another clan's contract", func(t *testing.T) {
		s := newScenario(3)
		farah := s.Ready(0, "Anita Wainwright", 3)
		s.InPlay(0, "The Black Throne")
		lenny := s.Ready(1, "Lenny Burkhead", 3)
		contract := s.Attach(lenny, "Priority Contract", 0)
		contract.Owner, contract.Controller = 0, 0
		contract.Links[0] = farah.ID
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		for g.Pending() != nil {
			if strings.Contains(g.Pending().Prompt.Render(engine.English), "Black Throne") {
				t.Fatalf("The Black Throne is offered for a Brujah's contract")
			}
			decline(t, g)
		}
	})
}
