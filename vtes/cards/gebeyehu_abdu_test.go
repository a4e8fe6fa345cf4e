package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestGebeyehuAbdu(t *testing.T) {
	vanilla(t, "Gebeyehu Abdu", 5, 0, vtes.Oblivion, vtes.Superior)
}
