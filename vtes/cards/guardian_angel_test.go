package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Guardian Angel, for 2 pool: on a ready vampire of its Methuselah; +1
// intercept during bleeds directed at that Methuselah, not during other
// actions; prevent 1 damage once each combat; burned as the vampire goes
// to torpor (card text; §4.3, §6.7).
func TestGuardianAngel(t *testing.T) {
	t.Run("played on a ready vampire for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		wauneka := s.Ready(0, "Wauneka", 3)
		card := s.Hand(0, "Guardian Angel")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Guardian Angel")
		wantOn(t, g, card, wauneka)
		wantPool(t, g, 28, 30, 30)
	})
	for _, tc := range []struct {
		name, play string
		blocks     bool
	}{
		{"+1 intercept against a +1 stealth bleed", "Ashley: Dominate Kine (bleed at +1 bleed)",
			true},
		{"not against a +1 stealth hunt", "Ashley hunts", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Ashley", 3, "Dominate Kine")
			wauneka := s.Ready(1, "Wauneka", 3)
			s.Attach(wauneka, "Guardian Angel", 0)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.play, "Block with Wauneka")
			if got := logged(g, "Wauneka blocks Ashley"); got != tc.blocks {
				t.Errorf("Wauneka blocks: %v, want %v\n%s", got, tc.blocks, logText(g))
			}
		})
	}
	t.Run("prevent 1 damage, once each combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		wauneka := s.Ready(1, "Wauneka", 3)
		s.Attach(wauneka, "Guardian Angel", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ashley", "Wauneka")
		answer(t, g, "Use Guardian Angel")
		finish(t, g)
		wantBlood(t, wauneka, 3)
	})
	t.Run("burned as its vampire goes to torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aunt Linda", 3)
		wauneka := s.Ready(1, "Wauneka", 0)
		card := s.Attach(wauneka, "Guardian Angel", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Aunt Linda", "Wauneka")
		finish(t, g)
		wantZone(t, wauneka, vtes.ZoneTorpor)
		wantZone(t, card, vtes.ZoneAsh)
	})
}
