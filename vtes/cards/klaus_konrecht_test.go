package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Klaus Konrecht, Sabbat cardinal: 3 votes, capacity 8, superior Presence
// (§9.8, §14 C31).
func TestKlausKonrecht(t *testing.T) {
	vanilla(t, "Klaus Konrecht", 8, 3, vtes.Presence, vtes.Superior)
}
