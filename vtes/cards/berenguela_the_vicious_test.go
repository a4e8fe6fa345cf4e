package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Berenguela, The Vicious (Sabbat, Path of Caine): its capacity, 0 vote(s) and
// superior Potence (§1.3, §9.8).
func TestBerenguelaTheVicious(t *testing.T) {
	vanilla(t, "Berenguela, The Vicious", 6, 0, vtes.Potence, vtes.Superior)
}
