package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestKamaluddin(t *testing.T) {
	vanilla(t, "Kamaluddin", 6, 1, vtes.Dominate, vtes.Superior)
}
