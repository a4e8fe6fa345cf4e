package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Milton Fox (Anarch, pre pro, capacity 3): its capacity, votes and inferior Presence (§1.3, §9.8).
func TestMiltonFox(t *testing.T) {
	vanilla(t, "Milton Fox", 3, 0, vtes.Presence, vtes.Inferior)
}
