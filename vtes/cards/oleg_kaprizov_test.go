package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Oleg Kaprizov (Anarch, obf pre, capacity 3): its capacity, votes and inferior Presence (§1.3, §9.8).
func TestOlegKaprizov(t *testing.T) {
	vanilla(t, "Oleg Kaprizov", 3, 0, vtes.Presence, vtes.Inferior)
}
