package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestFarahSarroub(t *testing.T) {
	vanilla(t, "Farah Sarroub", 7, 2, vtes.Celerity,
		vtes.Superior)
}
