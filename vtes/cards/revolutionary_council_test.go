package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Revolutionary Council: requires a baron; X ready unlocked Anarchs chosen
// with the terms ([LSJ 20081203]), 2X points among Methuselahs, locations
// and equipment; if it passes the Anarchs lock, each Methuselah burns 1
// pool per point and each location or equipment given a point burns (card
// text; §5).
func TestRevolutionaryCouncil(t *testing.T) {
	t.Run("passes", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Vivian VI", 3) // baron, 2 votes
		marcel := s.Ready(0, "Marcel", 3)
		crystal := readyWithHand(s, 0, "Crystal Lynn", 3, "Revolutionary Council")
		railroad := s.InPlay(1, "Anarch Railroad")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Vivian VI: Revolutionary Council")
		mustNotOffer(t, g, "Vivian VI") // locked as she acts
		answer(t, g, "2")               // X = 2: both Marcel and Crystal Lynn
		answer(t, g, "Marcel")
		answer(t, g, "1") // 1 point to the location, Anarch Railroad
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3")
		finish(t, g)
		if !logged(g, "passes") {
			t.Fatalf("the referendum did not pass\n%s", logText(g))
		}
		wantLocked(t, marcel, true)
		wantLocked(t, crystal, true)
		wantZone(t, railroad, vtes.ZoneAsh)
		wantPool(t, g, 30, 28, 29)
	})
	t.Run("requires a baron and another Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		readyWithHand(s, 0, "Crystal Lynn", 3, "Revolutionary Council")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Revolutionary Council")
		s2 := newScenario(3)
		s2.Ready(0, "Vivian VI", 3)
		s2.Hand(0, "Revolutionary Council")
		g2 := s2.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g2, "Revolutionary Council")
	})
}
