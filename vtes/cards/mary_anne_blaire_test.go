package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mary Anne Blaire, Ventrue justicar: a +1 stealth action adds 2 blood to
// a vampire in her Methuselah's uncontrolled region; while she is ready,
// Inner Circle members get -2 bleed, anyone's (card text; §13.1, §3.5.1).
func TestMaryAnneBlaire(t *testing.T) {
	t.Run("2 blood to an uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mary Anne Blaire", 5)
		u := s.Uncontrolled(0, "Nik Sikko", 1)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mary Anne Blaire: Mary Anne Blaire (add 2 blood to an uncontrolled vampire)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("not a +1 stealth action: %+v", a)
		}
		notBlocked(t, g)
		wantBlood(t, u, 3)
	})
	t.Run("not another minion's action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mary Anne Blaire", 5)
		s.Ready(0, "Madison", 3)
		s.Uncontrolled(0, "Nik Sikko", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Madison: Mary Anne Blaire")
	})
	for _, tc := range []struct {
		name   string
		torpor bool
		pool   int
	}{{"an Inner Circle member bleeds for 1", false, 29}, {"not while she is in torpor", true, 27}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Gwendolyn", 5) // +2 bleed: 3, -2
			if tc.torpor {
				s.Torpor(2, "Mary Anne Blaire", 1)
			} else {
				s.Ready(2, "Mary Anne Blaire", 5)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Gwendolyn bleeds")
			finish(t, g)
			wantPool(t, g, 30, tc.pool, 30)
		})
	}
	vanilla(t, "Mary Anne Blaire", 10, 3, vtes.Presence, vtes.Superior) // justicar: 3 votes
}
