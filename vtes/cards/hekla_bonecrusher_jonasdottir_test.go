package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hekla "Bonecrusher" Jónasdóttir (Sabbat, Path of Caine): its capacity, 0 vote(s) and
// superior BloodSorcery (§1.3, §9.8).
func TestHeklaBonecrusherJonasdottir(t *testing.T) {
	vanilla(t, "Hekla \"Bonecrusher\" Jónasdóttir", 5, 0, vtes.BloodSorcery, vtes.Superior)
}
