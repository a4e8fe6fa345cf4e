package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aitana, The Unholy: a Sabbat vampire of the Path of Death and the Soul without
// special ability (card text).
func TestAitanaTheUnholy(t *testing.T) {
	vanilla(t, "Aitana, The Unholy", 6, 0, vtes.Auspex, vtes.Superior)
}
