package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Graham Gottesman (Prince of Miami, obf pre tha DOM FOR, capacity 7): no special ability (§1.3, §9.8).
func TestGrahamGottesman(t *testing.T) {
	vanilla(t, "Graham Gottesman", 7, 2, vtes.Fortitude, vtes.Superior)
}
