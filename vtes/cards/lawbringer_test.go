package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lawbringer (Sabbat, Path of Caine): its capacity, 0 vote(s) and
// inferior Protean (§1.3, §9.8).
func TestLawbringer(t *testing.T) {
	vanilla(t, "Lawbringer", 3, 0, vtes.Protean, vtes.Inferior)
}
