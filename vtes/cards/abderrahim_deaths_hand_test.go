package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Abderrahim, Death's Hand: +1 strength; during an action, burn 1 blood
// to give an ally or younger vampire of his Methuselah +1 stealth (card
// text).
func TestAbderrahimDeathsHand(t *testing.T) {
	const abd = "Abderrahim, Death's Hand"
	t.Run("+1 stealth to an ally", func(t *testing.T) {
		s := newScenario(3)
		ab := s.Ready(0, abd, 4)
		s.Ready(0, "Screamer", 1)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Screamer", "Madison")
		answer(t, g, "Use "+abd+": burn 1 blood: +1 stealth")
		finish(t, g)
		wantBlood(t, ab, 3)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not to an older vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, abd, 4)
		s.Ready(0, "Roger de Camden", 4) // capacity 10
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Roger de Camden", "Madison")
		mustNotOffer(t, g, "Use "+abd)
	})
	t.Run("+1 strength", func(t *testing.T) {
		if got := strongHunt(t, abd); got != 4 {
			t.Errorf("Mkhokheli at %d blood after Abderrahim's hand strike, want 4", got)
		}
	})
}
