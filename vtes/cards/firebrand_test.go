package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Firebrand: requires an Anarch without one; passed, it goes on the
// acting Anarch, who gets 1 additional vote during political actions and
// can burn 1 blood in its Methuselah's minion phase to unlock a ready
// younger Anarch; burned if the Anarch goes to torpor (card text; §5.3,
// group G00158).
func TestFirebrand(t *testing.T) {
	t.Run("passed: on the acting Anarch", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3) // Anarch
		fb := s.Hand(0, "Firebrand")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Firebrand")
		finish(t, g)
		if !logged(g, "passes") {
			t.Fatalf("the referendum did not pass\n%s", logText(g))
		}
		wantOn(t, g, fb, marcel)
	})
	t.Run("1 additional vote during a political action", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Kine Resources Contested")
		s.Attach(marcel, "Firebrand", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, marcel, 0)
		callKRC(t, g, "Marcel")
		wantVotes(t, g, marcel, 1)
	})
	t.Run("burn 1 blood: unlock a younger Anarch", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3) // capacity 4
		s.Attach(marcel, "Firebrand", 0)
		anita := s.Ready(0, "Anita Wainwright", 3) // Anarch, capacity 3
		anita.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "burn 1 blood: unlock a younger Anarch")
		wantLocked(t, anita, false)
		wantBlood(t, marcel, 2)
	})
	t.Run("not an older Anarch", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Attach(anita, "Firebrand", 0)
		s.Ready(0, "Marcel", 3).Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "unlock a younger Anarch")
	})
	t.Run("only one on an Anarch", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Firebrand")
		s.Attach(marcel, "Firebrand", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Marcel: Firebrand")
	})
	t.Run("burned as its Anarch goes to torpor", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 1)
		fb := s.Attach(marcel, "Firebrand", 0)
		s.Ready(1, "Egidia Arrú", 3) // strength 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Marcel", "Egidia Arrú")
		finish(t, g)
		wantZone(t, marcel, vtes.ZoneTorpor)
		wantZone(t, fb, vtes.ZoneAsh)
	})
}
