package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Yurena, The Boor: a Sabbat vampire of the Path of Death and the Soul without
// special ability (card text).
func TestYurenaTheBoor(t *testing.T) {
	vanilla(t, "Yurena, The Boor", 2, 0, vtes.BloodSorcery, vtes.Inferior)
}
