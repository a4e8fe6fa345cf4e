package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Govern the Unaligned: [dom] a bleed at +2; [DOM] a +1 stealth
// undirected action adding 3 blood to a younger vampire in the player's
// uncontrolled region, chosen as the action resolves ([LSJ 20010108]);
// usable on a turn without transfers ([LSJ 20100527]); 1 blood (card
// text).
func TestGovernTheUnaligned(t *testing.T) {
	t.Run("inferior: bleed at +2", func(t *testing.T) {
		g := minionPhase("Sully", 3, "Govern the Unaligned") // dom
		answer(t, g, "Sully: Govern the Unaligned (bleed at +2 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("superior: 3 blood, chosen as the action resolves", func(t *testing.T) {
		s := newScenario(3)
		gelasia := s.Ready(0, "Gelasia Fotiou", 3)  // DOM, capacity 6
		ashley := s.Uncontrolled(0, "Ashley", 0)    // capacity 3
		s.Uncontrolled(0, "Alexander Silverson", 0) // capacity 8: older
		s.Hand(0, "Govern the Unaligned")
		g := startTurns(s, 1, 0, 1, vtes.PhaseMinion) // turn 1: no transfer to spend
		answer(t, g, "Gelasia Fotiou: Govern the Unaligned (3 blood to a younger uncontrolled vampire)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		finish(t, g)
		wantBlood(t, ashley, 3)
		wantBlood(t, gelasia, 2)
	})
	t.Run("superior: not without a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Gelasia Fotiou", 3)
		s.Uncontrolled(0, "Alexander Silverson", 0)
		s.Hand(0, "Govern the Unaligned")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "younger uncontrolled")
	})
}
