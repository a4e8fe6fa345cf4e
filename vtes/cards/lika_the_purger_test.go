package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lika, The Purger (Sabbat, Path of Power and the Inner Voice, capacity 3):
// its capacity, 0 vote(s) and its Potence (§1.3, §9.8).
func TestLikaThePurger(t *testing.T) {
	vanilla(t, "Lika, The Purger", 3, 0, vtes.Potence, vtes.Inferior)
}
