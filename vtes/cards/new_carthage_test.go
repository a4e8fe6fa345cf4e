package cards_test

import (
	"testing"

	"kindred/vtes"
)

// New Carthage: titled Brujah get +1 bleed and +1 vote, Ventrue -1 vote,
// whoever controls them; net negative votes count as none (card text;
// §1.5.6, §5.3; group G00146 [ANK 20251125]).
func TestNewCarthage(t *testing.T) {
	t.Run("put in play for 3 pool", func(t *testing.T) {
		wantPlayed(t, "Leumeah", "New Carthage", 27)
	})
	t.Run("not without a Brujah", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nik Sikko", 3, "New Carthage", "Brujah Debate")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play New Carthage")
		mustNotOffer(t, g, "Play Brujah Debate")
	})
	t.Run("votes", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(1, "New Carthage")
		leumeah := s.Ready(0, "Leumeah", 3)        // baron: 2, +1
		anita := s.Ready(0, "Anita Wainwright", 3) // untitled
		alexa := s.Ready(2, "Alexa Draper", 3)     // prince: 2, -1
		amelia := s.Ready(2, "Amelia Locke", 3)    // 0, -1: none
		g := s.Start(0, 2, vtes.PhaseMinion)
		for _, c := range []struct {
			v    *vtes.Card
			want int
		}{{leumeah, 3}, {anita, 0}, {alexa, 1}, {amelia, 0}} {
			if n := g.Votes(c.v); n != c.want {
				t.Errorf("%s casts %d votes, want %d", c.v.Def.Name, n, c.want)
			}
		}
	})
	t.Run("+1 bleed for a titled Brujah only", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(2, "New Carthage")
		s.Ready(0, "Leumeah", 3)
		s.Ready(0, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah bleeds", "Anita Wainwright bleeds")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
}
