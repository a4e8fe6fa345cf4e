package cards_test

import (
	"testing"

	"kindred/vtes"
)

func TestPeterStJohn(t *testing.T) {
	vanilla(t, "Peter St. John", 2, 0, vtes.Oblivion, vtes.Inferior)
}
