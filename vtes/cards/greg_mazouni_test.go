package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Greg Mazouni (Camarilla, cel obf tha, capacity 4): its capacity, votes and inferior Celerity (§1.3, §9.8).
func TestGregMazouni(t *testing.T) {
	vanilla(t, "Greg Mazouni", 4, 0, vtes.Celerity, vtes.Inferior)
}
