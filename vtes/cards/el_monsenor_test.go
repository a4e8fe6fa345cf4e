package cards_test

import (
	"testing"

	"kindred/vtes"
)

// El Monseñor: a Sabbat vampire of the Path of Death and the Soul without
// special ability (card text).
func TestElMonsenor(t *testing.T) {
	vanilla(t, "El Monseñor", 4, 0, vtes.Oblivion, vtes.Superior)
}
