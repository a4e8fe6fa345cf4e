package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestAintzaneArriaga(t *testing.T) {
	vanilla(t, "Aintzane Arriaga", 6, 0, vtes.Oblivion, vtes.Superior)
}
