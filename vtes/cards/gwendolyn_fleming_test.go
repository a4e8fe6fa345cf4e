package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gwendolyn Fleming (cel pro AUS PRE, capacity 6): no special ability (§1.3, §9.8).
func TestGwendolynFleming(t *testing.T) {
	vanilla(t, "Gwendolyn Fleming", 6, 0, vtes.Protean, vtes.Inferior)
}
