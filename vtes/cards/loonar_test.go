package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Loonar (Sabbat, cel PRE, capacity 4): its capacity, votes and superior Presence (§1.3, §9.8).
func TestLoonar(t *testing.T) {
	vanilla(t, "Loonar", 4, 0, vtes.Presence, vtes.Superior)
}
