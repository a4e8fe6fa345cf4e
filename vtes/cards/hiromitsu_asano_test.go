package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestHiromitsuAsano(t *testing.T) {
	vanilla(t, "Hiromitsu Asano", 4, 0, vtes.Fortitude, vtes.Inferior)
}
