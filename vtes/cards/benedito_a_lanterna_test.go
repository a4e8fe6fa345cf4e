package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Benedito, a Lanterna, baron of Fortaleza (Anarch, ani aus obf POT,
// capacity 6): its capacity, votes (a baron's 2) and superior Potence
// (§1.3, §9.8).
func TestBeneditoALanterna(t *testing.T) {
	vanilla(t, "Benedito, a Lanterna", 6, 2, vtes.Potence, vtes.Superior)
}
