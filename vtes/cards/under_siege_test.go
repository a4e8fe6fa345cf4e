package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Under Siege: a +1 stealth action by a titled Sabbat vampire, put in
// play with 3 counters; once each action a Sabbat vampire of its
// Methuselah burns a counter to unlock and block with +1 intercept; the
// card burns with its last counter (card text; groups G00123, G00124).
func TestUnderSiege(t *testing.T) {
	const use = "Use Under Siege: burn 1 counter"
	t.Run("put in play by a titled Sabbat vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Klaus Konrecht", 3) // cardinal
		c := s.Hand(0, "Under Siege")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Klaus Konrecht: Under Siege")
		finish(t, g)
		wantZone(t, c, vtes.ZoneInPlay)
		if c.Counters != 3 {
			t.Errorf("%d counters, want 3", c.Counters)
		}
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("not by an untitled one", func(t *testing.T) {
		g := minionPhase("Loonar", 3, "Under Siege")
		mustNotOffer(t, g, "Under Siege")
	})
	t.Run("a locked Sabbat vampire unlocks and blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		loonar := s.Ready(1, "Loonar", 3)
		loonar.Locked = true
		c := s.InPlay(1, "Under Siege")
		c.Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds", use)
		finish(t, g)
		if !logged(g, "Loonar blocks Nik Sikko") {
			t.Fatalf("no block\n%s", logText(g))
		}
		wantZone(t, c, vtes.ZoneAsh) // its last counter
	})
	t.Run("not a Camarilla vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(1, "Bret Stryker", 3).Locked = true
		s.InPlay(1, "Under Siege").Counters = 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds")
		neverOffered(t, g, use)
	})
}
