package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nadezhda: a Sabbat vampire of the Path of Death and the Soul without
// special ability (card text).
func TestNadezhda(t *testing.T) {
	vanilla(t, "Nadezhda", 3, 0, vtes.Auspex, vtes.Inferior)
}
