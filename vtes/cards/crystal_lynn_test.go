package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestCrystalLynn(t *testing.T) {
	vanilla(t, "Crystal Lynn", 6, 0, vtes.Protean,
		vtes.Superior)
}
