package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestMonicaGiovanni(t *testing.T) {
	vanilla(t, "Monica Giovanni", 6, 0, vtes.Oblivion, vtes.Superior)
}
