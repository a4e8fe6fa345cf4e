package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Eulogio Sánchez de los Reyes: a +1 stealth action costing 1 blood that
// reorders the top 5 cards of the library and unlocks him (card text).
func TestEulogioSanchezDeLosReyes(t *testing.T) {
	s := newScenario(3)
	eulogio := s.Ready(0, "Eulogio Sánchez de los Reyes", 4)
	// Bottom first: Blood Doll stays under the top 5.
	s.Library(0, "Blood Doll", "Deflection", "Earth Control", "Conditioning", "Minion Tap",
		"Govern the Unaligned")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Eulogio Sánchez de los Reyes: Eulogio Sánchez de los Reyes (reorder the top 5 cards of the library and unlock)")
	if a := g.Action(); a == nil || a.Stealth != 1 {
		t.Fatalf("want a +1 stealth action, got %+v", a)
	}
	notBlocked(t, g)
	answer(t, g, "Deflection", "Minion Tap", "Earth Control", "Govern the Unaligned")
	lib := g.Methuselah(0).Library
	want := []string{"Blood Doll", "Conditioning", "Govern the Unaligned", "Earth Control", "Minion Tap",
		"Deflection"}
	for i, id := range lib {
		if got := g.Card(id).Def.Name; got != want[i] {
			t.Fatalf("library[%d] = %s, want %s (bottom first)", i, got, want[i])
		}
	}
	wantBlood(t, eulogio, 3)
	if eulogio.Locked {
		t.Error("Eulogio still locked after his action")
	}
}
