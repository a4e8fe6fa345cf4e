package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Saiz (Sabbat, aus dom, capacity 3): its capacity, 0 vote(s) and inferior Auspex (§1.3, §9.8).
func TestSaiz(t *testing.T) {
	vanilla(t, "Saiz", 3, 0, vtes.Auspex, vtes.Inferior)
}
