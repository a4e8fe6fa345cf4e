package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Chameleon, for X blood: a +1 stealth action by a baron: take control of
// a younger vampire of capacity X that entered play since its player's
// last minion phase; it becomes Anarch; also on one's own vampire (card
// text; [LSJ 20080803-2]).
func TestChameleon(t *testing.T) {
	const take = "Casey Snyder: Chameleon (take control of a younger vampire new in play (X blood) → "
	t.Run("another Methuselah's new vampire", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Casey Snyder blood 5
			hand 1: Chameleon
			ready 2: Nik Sikko blood 3 entered-for 7, Kasim Bayar blood 3 entered-for 7, Madison blood 3
			= not offered: Kasim Bayar)
			= not offered: Madison)`)
		answer(t, g, take+"Nik Sikko)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("action %+v, want +1 stealth, directed", a)
		}
		notBlocked(t, g)
		finish(t, g)
		nik, casey := card(t, g, "Nik Sikko"), card(t, g, "Casey Snyder")
		if nik.Controller != 0 || !g.IsAnarch(nik) {
			t.Errorf("Nik Sikko: controller %d, Anarch %v", nik.Controller, g.IsAnarch(nik))
		}
		wantBlood(t, casey, 2)
	})
	t.Run("a vampire brought out opens the windows", func(t *testing.T) {
		s := newScenario(3)
		nik := s.Uncontrolled(0, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "Move Nik Sikko to your ready region")
		if !g.EnteredSince(nik, 0) || !g.EnteredSince(nik, 1) {
			t.Error("no window opened as Nik Sikko entered play")
		}
	})
	t.Run("one's own new vampire; the window closes with the minion phase", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Casey Snyder blood 5, Nik Sikko blood 3 entered-for 7
			hand 1: Chameleon
			ready 2: Madison blood 3`)
		nik := card(t, g, "Nik Sikko")
		answer(t, g, take+"Nik Sikko)")
		finish(t, g)
		if !g.IsAnarch(nik) || nik.Controller != 0 {
			t.Errorf("Nik Sikko: controller %d, Anarch %v", nik.Controller, g.IsAnarch(nik))
		}
		if g.EnteredSince(nik, 0) || !g.EnteredSince(nik, 1) {
			t.Error("the window did not close as the minion phase ended, and only then")
		}
	})
	t.Run("not by a non-baron", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Madison blood 5
			hand 1: Chameleon
			ready 2: Nik Sikko blood 3 entered-for 7`)
		neverOffered(t, g, "Madison: Chameleon")
	})
}
