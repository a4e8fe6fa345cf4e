package cards_test

import (
	"testing"

	"kindred/vtes"
)

// America Johnson (Sabbat, vic AUS, capacity 4): its capacity, 0 vote(s) and superior Auspex (§1.3, §9.8).
func TestAmericaJohnson(t *testing.T) {
	vanilla(t, "America Johnson", 4, 0, vtes.Auspex, vtes.Superior)
}
