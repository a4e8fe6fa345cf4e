package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Onkabetse, Arriviste (Sabbat, Path of Power and the Inner Voice, capacity 4):
// its capacity, 0 vote(s) and its Presence (§1.3, §9.8).
func TestOnkabetseArriviste(t *testing.T) {
	vanilla(t, "Onkabetse, Arriviste", 4, 0, vtes.Presence, vtes.Inferior)
}
