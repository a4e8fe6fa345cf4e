package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cyan Sin: a vampire of the Path of Cathari with no special ability: she or
// he follows the path and bleeds for 1 (card text).
func TestCyanSin(t *testing.T) {
	s := newScenario(3)
	v := s.Ready(0, "Cyan Sin", 2)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if !g.Follows(v, vtes.PathCathari) {
		t.Fatalf("Cyan Sin does not follow the Path of Cathari")
	}
	answer(t, g, "Cyan Sin bleeds")
	notBlocked(t, g)
	wantPool(t, g, 30, 29, 30)
}
