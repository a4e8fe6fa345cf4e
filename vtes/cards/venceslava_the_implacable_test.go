package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Věnceslava, The Implacable: once each turn, after her action during
// which her Methuselah's prey burned pool, they can gain 1 pool; not
// after an action that burned none (card text; poolburned.go).
func TestVenceslavaTheImplacable(t *testing.T) {
	const ven = "Věnceslava, The Implacable"
	t.Run("a successful bleed: gain 1 pool, once each turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, ven, 5)
		g := startTurns(s, 1, 0, 2, vtes.PhaseMinion)
		answer(t, g, ven+" bleeds")
		notBlocked(t, g)
		answer(t, g, "Use "+ven+": gain 1 pool")
		wantPool(t, g, 31, 29, 30)
		finish(t, g)
	})
	t.Run("a hunt: no pool burned, no gain", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, ven, 5)
		g := startTurns(s, 1, 0, 2, vtes.PhaseMinion)
		answer(t, g, ven+" hunts")
		neverOffered(t, g, "Use "+ven)
	})
}
