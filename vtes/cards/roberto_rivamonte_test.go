package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestRobertoRivamonte(t *testing.T) {
	vanilla(t, "Roberto Rivamonte", 6, 0, vtes.Obfuscate, vtes.Superior)
}
