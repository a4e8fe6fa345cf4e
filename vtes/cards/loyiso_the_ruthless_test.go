package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Loyiso, The Ruthless (Sabbat, Path of Caine): its capacity, 0 vote(s) and
// superior Potence (§1.3, §9.8).
func TestLoyisoTheRuthless(t *testing.T) {
	vanilla(t, "Loyiso, The Ruthless", 4, 0, vtes.Potence, vtes.Superior)
}
