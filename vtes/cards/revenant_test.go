package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Revenant: a Tzimisce ghoul retainer employed for 1 blood, with 2 life;
// its employer gets +1 intercept (card text; §3.5.4, §4.3).
func TestRevenant(t *testing.T) {
	t.Run("employed", func(t *testing.T) {
		s := newScenario(3)
		saan := s.Ready(0, "Saankaláxt", 4)
		c := s.Hand(0, "Revenant")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Saankaláxt: Revenant (employ)")
		finish(t, g)
		wantOn(t, g, c, saan)
		wantBlood(t, c, 2)
		wantBlood(t, saan, 3)
	})
	t.Run("not without a Tzimisce", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "Revenant")
		g := s.Start(0, 2, vtes.PhaseMinion)
		neverOffered(t, g, "Revenant (employ)")
	})
	t.Run("+1 intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		saan := s.Ready(1, "Saankaláxt", 3)
		s.Attach(saan, "Revenant", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		mustOffer(t, g, "Block with Saankaláxt (intercept 1)")
	})
}
