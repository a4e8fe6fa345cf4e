package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Horst von Brühl, Prince of Mannheim (aus dom pre FOR, capacity 6): a prince's 2 votes, no special ability (§1.3).
func TestHorstVonBruhl(t *testing.T) {
	vanilla(t, "Horst von Brühl", 6, 2, vtes.Fortitude,
		vtes.Superior)
}
