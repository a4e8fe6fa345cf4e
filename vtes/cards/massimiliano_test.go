package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Massimiliano, Baron of Belo Horizonte: +1 strength (card text; §6.4).
func TestMassimiliano(t *testing.T) {
	if got := strongHunt(t, "Massimiliano"); got != 4 {
		t.Errorf("Mkhokheli has %d blood after Massimiliano's hand strike, want 4", got)
	}
	vanilla(t, "Massimiliano", 7, 2, vtes.Animalism, vtes.Superior)
}
