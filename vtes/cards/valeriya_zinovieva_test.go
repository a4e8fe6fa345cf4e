package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Valeriya Zinovieva, Baron of Moscow: +1 strength, so her hand strike
// deals 2 (card text; §6.4).
func TestValeriyaZinovieva(t *testing.T) {
	if got := strongHunt(t, "Valeriya Zinovieva"); got != 4 {
		t.Errorf("Mkhokheli has %d blood after Valeriya's hand strike, want 4", got)
	}
	vanilla(t, "Valeriya Zinovieva", 7, 2, vtes.Potence, vtes.Superior)
}
