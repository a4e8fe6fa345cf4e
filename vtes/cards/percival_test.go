package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Percival (Sabbat Archbishop of Guadalajara, aus dom FOR OBT POT, capacity 8): its capacity, 2 vote(s) and superior Obtenebration (§1.3, §9.8).
func TestPercival(t *testing.T) {
	vanilla(t, "Percival", 8, 2, vtes.Obtenebration, vtes.Superior)
}
