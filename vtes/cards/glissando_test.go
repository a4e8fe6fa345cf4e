package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Glissando: a vampire of the Path of Cathari with no special ability: she or
// he follows the path and bleeds for 1 (card text).
func TestGlissando(t *testing.T) {
	s := newScenario(3)
	v := s.Ready(0, "Glissando", 2)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if !g.Follows(v, vtes.PathCathari) {
		t.Fatalf("Glissando does not follow the Path of Cathari")
	}
	answer(t, g, "Glissando bleeds")
	notBlocked(t, g)
	wantPool(t, g, 30, 29, 30)
}
