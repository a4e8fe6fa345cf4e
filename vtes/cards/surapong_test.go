package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Surapong (Sabbat, Path of Caine): its capacity, 0 vote(s) and
// inferior Animalism (§1.3, §9.8).
func TestSurapong(t *testing.T) {
	vanilla(t, "Surapong", 2, 0, vtes.Animalism, vtes.Inferior)
}
