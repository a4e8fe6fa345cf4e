package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bijou (Camarilla, cel tha, capacity 3): its capacity, votes and inferior Celerity (§1.3, §9.8).
func TestBijou(t *testing.T) {
	vanilla(t, "Bijou", 3, 0, vtes.Celerity, vtes.Inferior)
}
