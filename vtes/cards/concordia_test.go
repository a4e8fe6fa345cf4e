package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Concordia (Sabbat bishop, Path of Power and the Inner Voice, capacity 6):
// its capacity, 1 vote(s) and its Presence (§1.3, §9.8).
func TestConcordia(t *testing.T) {
	vanilla(t, "Concordia", 6, 1, vtes.Presence, vtes.Superior)
}
