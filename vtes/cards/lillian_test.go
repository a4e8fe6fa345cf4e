package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestLillian(t *testing.T) {
	vanilla(t, "Lillian", 3, 0, vtes.Animalism, vtes.Inferior)
}
