package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestArjunShah(t *testing.T) {
	vanilla(t, "Arjun Shah", 4, 0, vtes.BloodSorcery,
		vtes.Superior)
}
