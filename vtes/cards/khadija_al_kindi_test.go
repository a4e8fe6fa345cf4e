package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Khadija Al-Kindi, primogen (Camarilla, CEL OBF THA, capacity 6): its capacity, votes and superior Celerity (§1.3, §9.8).
func TestKhadijaAlKindi(t *testing.T) {
	vanilla(t, "Khadija Al-Kindi", 6, 1, vtes.Celerity, vtes.Superior)
}
