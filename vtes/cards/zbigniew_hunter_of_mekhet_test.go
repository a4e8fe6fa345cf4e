package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Zbigniew, Hunter of Mekhet: a Sabbat vampire of the Path of Death and the Soul without
// special ability (card text).
func TestZbigniewHunterOfMekhet(t *testing.T) {
	vanilla(t, "Zbigniew, Hunter of Mekhet", 5, 0, vtes.Oblivion, vtes.Superior)
}
