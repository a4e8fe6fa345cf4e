package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Zafira (Anarch, obf PRE, capacity 4): its capacity, votes and superior Presence (§1.3, §9.8).
func TestZafira(t *testing.T) {
	vanilla(t, "Zafira", 4, 0, vtes.Presence, vtes.Superior)
}
