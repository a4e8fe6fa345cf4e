package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestCoachTyroneSoros(t *testing.T) {
	vanilla(t, "\"Coach\" Tyrone Soros", 3, 0, vtes.Obfuscate, vtes.Inferior)
}
