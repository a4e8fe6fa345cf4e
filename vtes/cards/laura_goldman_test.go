package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Laura Goldman (Anarch, cel pre, capacity 3): its capacity, votes and inferior Presence (§1.3, §9.8).
func TestLauraGoldman(t *testing.T) {
	vanilla(t, "Laura Goldman", 3, 0, vtes.Presence, vtes.Inferior)
}
