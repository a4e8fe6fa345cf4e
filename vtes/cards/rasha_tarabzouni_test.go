package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rasha Tarabzouni (Sabbat bishop, Path of Power and the Inner Voice, capacity 6):
// its capacity, 1 vote(s) and its Dominate (§1.3, §9.8).
func TestRashaTarabzouni(t *testing.T) {
	vanilla(t, "Rasha Tarabzouni", 6, 1, vtes.Dominate, vtes.Superior)
}
