package vtes_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Disease counters (disease.go; Vampiric Disease): a diseased vampire
// unlocking burns 1 blood, or its counter with none; one already unlocked
// is not unlocked again ([ANK 20170227]); positions read and write the
// counter.
func TestDiseaseCounters(t *testing.T) {
	text := "turn 3 phase unlock active 1 seats 3\n" +
		"methuselah 1\n  ready: Lenny Burkhead blood 2 locked diseased, Nik Sikko blood 0 locked diseased, " +
		"Kasim Bayar blood 3 diseased\n  library: Vampiric Disease\n"
	p, err := vtes.ReadPosition(text, cards.All())
	if err != nil {
		t.Fatal(err)
	}
	g := p.Start()
	t.Cleanup(g.Close)
	var lenny, nik, kasim *vtes.Card
	for _, m := range g.ReadyMinions(0) {
		switch m.Def.Name {
		case "Lenny Burkhead":
			lenny = m
		case "Nik Sikko":
			nik = m
		case "Kasim Bayar":
			kasim = m
		}
	}
	if lenny.Blood != 1 || !lenny.Diseased() {
		t.Errorf("Lenny: %d blood, diseased %v; want 1 and diseased", lenny.Blood, lenny.Diseased())
	}
	if nik.Diseased() {
		t.Error("Nik, with no blood, keeps his counter")
	}
	if kasim.Blood != 3 {
		t.Errorf("Kasim, unlocked before, has %d blood, want 3", kasim.Blood)
	}
	if pos := vtes.WritePosition(g); !strings.Contains(pos, "Lenny Burkhead blood 1 diseased") {
		t.Errorf("not written:\n%s", pos)
	}
}
