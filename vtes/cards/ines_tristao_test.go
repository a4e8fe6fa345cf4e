package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Inês Tristão, Prince of Rio de Janeiro (aus dom pre THA, capacity 6): a prince's 2 votes, no special ability (§1.3).
func TestInesTristao(t *testing.T) {
	vanilla(t, "Inês Tristão", 6, 2, vtes.BloodSorcery,
		vtes.Superior)
}
