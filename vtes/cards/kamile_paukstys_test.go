package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kamile Paukstys: +1 bleed (card text; §3.5.1).
func TestKamilePaukstys(t *testing.T) {
	g := minionPhase("Kamile Paukstys", 3)
	answer(t, g, "Kamile Paukstys bleeds")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
	vanilla(t, "Kamile Paukstys", 5, 0, vtes.Protean, vtes.Superior)
}
