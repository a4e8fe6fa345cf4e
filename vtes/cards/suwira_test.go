package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Suwira (Sabbat, Path of Power and the Inner Voice, capacity 2):
// its capacity, 0 vote(s) and its Presence (§1.3, §9.8).
func TestSuwira(t *testing.T) {
	vanilla(t, "Suwira", 2, 0, vtes.Presence, vtes.Inferior)
}
