package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Yuri Kerezenski (Sabbat bishop, aus for vic ANI, capacity 5): its capacity, 1 vote(s) and superior Animalism (§1.3, §9.8).
func TestYuriKerezenski(t *testing.T) {
	vanilla(t, "Yuri Kerezenski", 5, 1, vtes.Animalism, vtes.Superior)
}
