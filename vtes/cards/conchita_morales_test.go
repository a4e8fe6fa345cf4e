package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Conchita Morales (Sabbat, aus CEL PRE, capacity 5): its capacity, votes and superior Celerity (§1.3, §9.8).
func TestConchitaMorales(t *testing.T) {
	vanilla(t, "Conchita Morales", 5, 0, vtes.Celerity, vtes.Superior)
}
