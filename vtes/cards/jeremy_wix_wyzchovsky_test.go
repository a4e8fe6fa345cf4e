package cards_test

import "testing"

// Jeremy "Wix" Wyzchovsky bleeds with +1 bleed as a Ⓓ action (card text).
func TestJeremyWixWyzchovsky(t *testing.T) {
	g := minionPhase("Jeremy \"Wix\" Wyzchovsky", 3)
	answer(t, g, "Jeremy \"Wix\" Wyzchovsky: Jeremy \"Wix\" Wyzchovsky (bleed at +1 bleed)")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
}
