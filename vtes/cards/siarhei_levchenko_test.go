package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Siarhei Levchenko (Anarch, pot CEL PRE, capacity 5): its capacity, votes and superior Celerity (§1.3, §9.8).
func TestSiarheiLevchenko(t *testing.T) {
	vanilla(t, "Siarhei Levchenko", 5, 0, vtes.Celerity, vtes.Superior)
}
