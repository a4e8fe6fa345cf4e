package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestMariaDelToro(t *testing.T) {
	vanilla(t, "María del Toro", 7, 2, vtes.Oblivion, vtes.Superior)
}
