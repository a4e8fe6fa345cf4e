package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestBrandonGrime(t *testing.T) {
	vanilla(t, "Brandon Grime", 5, 0, vtes.Celerity,
		vtes.Superior)
}
