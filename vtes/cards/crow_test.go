package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Crow (Anarch, for pro tha ANI, capacity 5): its capacity, votes and superior Animalism (§1.3, §9.8).
func TestCrow(t *testing.T) {
	vanilla(t, "Crow", 5, 0, vtes.Animalism, vtes.Superior)
}
