package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Min-seo (aus cel, capacity 3): no votes, no special ability (§1.3).
func TestMinSeo(t *testing.T) {
	vanilla(t, "Min-seo", 3, 0, vtes.Auspex,
		vtes.Inferior)
}
