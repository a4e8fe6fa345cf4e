package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Jonathan Gursel (Sabbat, aus pre, capacity 3): its capacity, votes and inferior Presence (§1.3, §9.8).
func TestJonathanGursel(t *testing.T) {
	vanilla(t, "Jonathan Gursel", 3, 0, vtes.Presence, vtes.Inferior)
}
