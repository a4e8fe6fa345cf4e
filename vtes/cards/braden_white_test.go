package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestBradenWhite(t *testing.T) {
	vanilla(t, "Braden White", 4, 0, vtes.Potence, vtes.Inferior)
}
