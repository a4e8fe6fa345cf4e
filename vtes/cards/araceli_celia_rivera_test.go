package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestAraceliCeliaRivera(t *testing.T) {
	vanilla(t, "Araceli \"Celia\" Rivera", 3, 0, vtes.Oblivion, vtes.Inferior)
}
