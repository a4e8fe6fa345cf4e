package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Jenny Silver (Anarch, obf PRE PRO, capacity 5): its capacity, votes and superior Presence (§1.3, §9.8).
func TestJennySilver(t *testing.T) {
	vanilla(t, "Jenny Silver", 5, 0, vtes.Presence, vtes.Superior)
}
