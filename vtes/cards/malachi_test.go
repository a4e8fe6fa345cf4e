package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestMalachi(t *testing.T) {
	vanilla(t, "Malachi", 6, 0, vtes.Fortitude, vtes.Superior)
}
