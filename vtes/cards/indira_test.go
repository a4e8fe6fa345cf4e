package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Indira (Anarch, PRO, capacity 3): its capacity, votes and superior Protean (§1.3, §9.8).
func TestIndira(t *testing.T) {
	vanilla(t, "Indira", 3, 0, vtes.Protean, vtes.Superior)
}
