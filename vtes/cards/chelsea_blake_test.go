package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Chelsea Blake (cel for pre DOM, capacity 5): no votes, no special ability (§1.3).
func TestChelseaBlake(t *testing.T) {
	vanilla(t, "Chelsea Blake", 5, 0, vtes.Dominate,
		vtes.Superior)
}
