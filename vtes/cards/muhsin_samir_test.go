package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Muhsin Samir (aus pot DOM THA, capacity 6): no special ability (§1.3, §9.8).
func TestMuhsinSamir(t *testing.T) {
	vanilla(t, "Muhsin Samir", 6, 0, vtes.BloodSorcery, vtes.Superior)
}
