package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestAlekKonig(t *testing.T) {
	vanilla(t, "Alek König", 3, 0, vtes.Oblivion, vtes.Superior)
}
