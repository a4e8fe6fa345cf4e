package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mustafa, The Heir: in the polling of a political action, an older
// Toreador of another Methuselah moves 1 blood to him to choose the side
// of his votes (card text; §5.2); not a younger one, nor his own
// Methuselah's; the last to force him decides ([LSJ 20090304-2]).
func TestMustafaTheHeir(t *testing.T) {
	t.Run("an older Toreador turns his votes", func(t *testing.T) {
		s := newScenario(3)
		mustafa := readyWithHand(s, 0, "Mustafa, The Heir", 3, "Kine Resources Contested")
		catalina := s.Ready(1, "Catalina Vega", 3) // capacity 8, older
		s.Ready(1, "Gwendolyn Fleming", 3)         // capacity 6, not older
		s.Ready(0, "Epikasta Rigatos", 3)          // his own Methuselah's Toreador
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mustafa, The Heir")
		mustNotOffer(t, g, "Use Mustafa") // seat 0 cannot force its own
		answer(t, g, "Mustafa, The Heir: 2 vote(s) for")
		answer(t, g, "Use Mustafa, The Heir", "Vote against")
		wantBlood(t, catalina, 2)
		wantBlood(t, mustafa, 4)          // 3, +1 from Catalina
		mustNotOffer(t, g, "Use Mustafa") // Catalina once; Gwendolyn is not older
		finish(t, g)
		if !logged(g, "The referendum fails (1 for, 2 against)") {
			t.Errorf("want Mustafa's 2 votes against\n%s", logText(g))
		}
	})
	t.Run("the last to force him decides", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mustafa, The Heir", 3, "Kine Resources Contested")
		s.Ready(1, "Catalina Vega", 3)
		s.Ready(2, "Epikasta Rigatos", 3) // capacity 8
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mustafa, The Heir")
		answer(t, g, "Pass")
		answer(t, g, "Use Mustafa, The Heir", "Vote against")
		answer(t, g, "Use Mustafa, The Heir", "Vote for")
		finish(t, g)
		if !logged(g, "The referendum passes (3 for, 0 against)") {
			t.Errorf("want Mustafa's 2 votes for, as Methuselah 3 chose last\n%s", logText(g))
		}
	})
}
