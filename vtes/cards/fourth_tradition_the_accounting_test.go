package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fourth Tradition: The Accounting: a prince's or justicar's +1 stealth
// action for 1 blood, adding 3 blood to a younger vampire in its
// Methuselah's uncontrolled region; not by an untitled vampire (card
// text; §1.5.4).
func TestFourthTraditionTheAccounting(t *testing.T) {
	t.Run("3 blood to a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		farah := s.Ready(0, "Farah Sarroub", 3) // capacity 7
		arjun := s.Uncontrolled(0, "Arjun Shah", 0)
		s.Uncontrolled(0, "Kasim Bayar", 0) // capacity 9: older
		s.Hand(0, "Fourth Tradition: The Accounting")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Kasim Bayar")
		answer(t, g,
			"Farah Sarroub: Fourth Tradition: The Accounting (3 blood to a younger uncontrolled vampire → Arjun Shah)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		finish(t, g)
		wantBlood(t, arjun, 3)
		wantBlood(t, farah, 2)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.Uncontrolled(0, "Anita Wainwright", 0)
		s.Hand(0, "Fourth Tradition: The Accounting")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Fourth Tradition")
	})
}
