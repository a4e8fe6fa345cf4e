package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lectora (Sabbat, aus tha, capacity 3): its capacity, 0 vote(s) and inferior Auspex (§1.3, §9.8).
func TestLectora(t *testing.T) {
	vanilla(t, "Lectora", 3, 0, vtes.Auspex, vtes.Inferior)
}
