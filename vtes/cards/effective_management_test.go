package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Effective Management: the top card of its Methuselah's crypt moves to
// their uncontrolled region, for no pool (card text; §3.6).
func TestEffectiveManagement(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Effective Management")
	s.Crypt(0, "Nik Sikko", "Loonar") // Loonar on top
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Effective Management")
	m := g.Methuselah(0)
	if len(m.Uncontrolled) != 1 || g.Card(m.Uncontrolled[0]).Def.Name != "Loonar" {
		t.Fatalf("uncontrolled region %v, want Loonar\n%s", m.Uncontrolled, logText(g))
	}
	if len(m.Crypt) != 1 {
		t.Errorf("crypt has %d cards, want 1", len(m.Crypt))
	}
	wantPool(t, g, 30, 30, 30)
}
