package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nathan Turner (Anarch, ani PRO, capacity 4): its capacity, votes and superior Protean (§1.3, §9.8).
func TestNathanTurner(t *testing.T) {
	vanilla(t, "Nathan Turner", 4, 0, vtes.Protean, vtes.Superior)
}
