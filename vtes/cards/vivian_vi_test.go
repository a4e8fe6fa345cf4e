package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestVivianVi(t *testing.T) {
	vanilla(t, "Vivian VI", 7, 2, vtes.BloodSorcery,
		vtes.Inferior)
}
