package cards_test

import (
	"slices"
	"testing"

	"kindred/vtes"
)

// The Summoning: +1 stealth; [pre] an ally or retainer of the library to
// the hand; [PRE] the vampire recruits an ally of the library, cost and
// requirements as normal, and the ally cannot act this turn (card text;
// [RBK recruit-ally]; group G00132).
func TestTheSummoning(t *testing.T) {
	t.Run("[pre] a retainer to the hand", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "The Summoning") // pre
		s.Library(0, "Mr. Winthrop", "Wash", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: The Summoning")
		notBlocked(t, g)
		if !logged(g, "reveals Mr. Winthrop from their library") {
			t.Fatalf("no retainer found\n%s", logText(g))
		}
		if !slices.ContainsFunc(g.Hand(0), func(c *vtes.Card) bool { return c.Def.Name == "Mr. Winthrop" }) {
			t.Errorf("Mr. Winthrop is not in the hand")
		}
	})
	t.Run("[PRE] recruits an ally, paying its cost", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "The Summoning") // PRE
		s.Library(0, "Carlton Van Wyk", "Mr. Winthrop", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: The Summoning (recruit an ally from your library)")
		notBlocked(t, g)
		carlton := readyNamed(g, 0, "Carlton Van Wyk")
		if carlton == nil {
			t.Fatalf("Carlton not recruited\n%s", logText(g))
		}
		wantBlood(t, carlton, 2)
		wantPool(t, g, 28, 30, 30)
		mustNotOffer(t, g, "Carlton Van Wyk hunts") // cannot act this turn
	})
	t.Run("[PRE] not an ally whose requirements it lacks", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "The Summoning")
		s.Library(0, "47th Street Royals", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: The Summoning (recruit an ally from your library)")
		notBlocked(t, g)
		if readyNamed(g, 0, "47th Street Royals") != nil {
			t.Errorf("a Brujah ally recruited by a Ventrue")
		}
	})
}

// readyNamed is the ready minion of seat named name, nil if none.
func readyNamed(g *vtes.Game, seat int, name string) *vtes.Card {
	for _, m := range g.ReadyMinions(seat) {
		if m.Def.Name == name {
			return m
		}
	}
	return nil
}
