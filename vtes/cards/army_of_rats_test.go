package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Army of Rats: a +1 stealth action that puts the card in play; in its
// controller's unlock phase the prey burns 1 pool, 1 at most each turn
// from all Army of Rats; minions may burn it as a directed action (card
// text; §3.5.7, §14 C10).
func TestArmyOfRats(t *testing.T) {
	t.Run("the action puts it in play", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		rats := s.Hand(0, "Army of Rats")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Army of Rats (put in play)")
		if a := g.Action(); a != nil && a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		finish(t, g)
		wantZone(t, rats, vtes.ZoneInPlay)
		wantLocked(t, horace, true)
	})
	t.Run("two in play: the prey burns 1 pool in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Army of Rats")
		s.InPlay(0, "Army of Rats")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("another Methuselah's minion burns it", func(t *testing.T) {
		wantBurnedBy(t, "Mkhokheli", "Army of Rats")
	})
}
