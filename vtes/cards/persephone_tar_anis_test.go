package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Persephone Tar-Anis: +1 bleed (card text).
func TestPersephoneTarAnis(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Persephone Tar-Anis", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Persephone Tar-Anis bleeds")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
}
