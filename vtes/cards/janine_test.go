package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Janine (Sabbat, aus dom tha, capacity 4): its capacity, 0 vote(s) and inferior BloodSorcery (§1.3, §9.8).
func TestJanine(t *testing.T) {
	vanilla(t, "Janine", 4, 0, vtes.BloodSorcery, vtes.Inferior)
}
