package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Claus Wegener (aus for tha DOM, capacity 5): no special ability (§1.3, §9.8).
func TestClausWegener(t *testing.T) {
	vanilla(t, "Claus Wegener", 5, 0, vtes.Fortitude, vtes.Inferior)
}
