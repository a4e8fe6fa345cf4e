package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anarch Revolt: in play, a Methuselah who controls no ready Anarch
// burns 1 pool in their unlock phase, one pool for each copy ([LSJ
// 19980225]); whoever controls the card; any vampire can call a
// referendum to burn it as a +1 stealth political action (card text;
// §3.2, §5).
func TestAnarchRevolt(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(s *vtes.Scenario)
		copies int
		pool   int
	}{
		{"a ready Anarch: no pool burned", func(s *vtes.Scenario) { s.Ready(1, "Rayne", 2) }, 1, 30},
		{"a locked ready Anarch counts", func(s *vtes.Scenario) { s.Ready(1, "Rayne", 2).Locked = true }, 1, 30},
		{"no Anarch: 1 pool", func(s *vtes.Scenario) { s.Ready(1, "Mkhokheli", 3) }, 1, 29},
		{"an Anarch in torpor does not count", func(s *vtes.Scenario) {
			s.Ready(1, "Mkhokheli", 3)
			s.Torpor(1, "Rayne", 1)
		}, 1, 29},
		{"two copies: 2 pool", func(s *vtes.Scenario) { s.Ready(1, "Mkhokheli", 3) }, 2, 28},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Hanna Nokelainen", 3)
			for range tc.copies {
				s.InPlay(0, "Anarch Revolt") // another Methuselah's card burns seat 1's pool too
			}
			tc.setup(s)
			g := s.Start(1, 3, vtes.PhaseUnlock)
			finish(t, g)
			if got := pool(g, 1); got != tc.pool {
				t.Errorf("pool %d, want %d\n%s", got, tc.pool, logText(g))
			}
		})
	}
	t.Run("played from the hand, it burns its own Methuselah's pool too", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		card := s.Hand(0, "Anarch Revolt")[0]
		g := startTurns(s, 4, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Anarch Revolt")
		wantZone(t, card, vtes.ZoneInPlay)
		finish(t, g) // seats 1 and 2 control no vampire at all; then seat 0's second turn
		wantPool(t, g, 29, 29, 29)
	})
	t.Run("a vampire's referendum burns it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 3)
		card := s.InPlay(0, "Anarch Revolt")
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Alexa Draper: Anarch Revolt (call a referendum to burn this card)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("not a +1 stealth action: %+v", a)
		}
		notBlocked(t, g)
		answer(t, g, "Alexa Draper: 2 vote(s) for")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		wantPool(t, g, 30, 30, 30)
	})
}
