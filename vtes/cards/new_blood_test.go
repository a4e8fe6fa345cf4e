package cards_test

import (
	"testing"

	"kindred/vtes"
)

// New Blood: as he enters play in his Methuselah's influence phase, they
// draw 1 crypt card; he is sterile (card text; §10.4).
func TestNewBlood(t *testing.T) {
	s := newScenario(3)
	nb := s.Uncontrolled(0, "New Blood", 2)
	s.Crypt(0, "Naomi Stewart")
	g := s.Start(0, 2, vtes.PhaseInfluence)
	answer(t, g, "Move New Blood to your ready region")
	wantZone(t, nb, vtes.ZoneReady)
	if m := g.Methuselah(0); len(m.Crypt) != 0 || len(m.Uncontrolled) != 1 {
		t.Errorf("crypt %v, uncontrolled %v: want the crypt card drawn", m.Crypt, m.Uncontrolled)
	}
	wantPool(t, g, 30, 30, 30)
	if !nb.Def.Sterile {
		t.Error("New Blood is not sterile")
	}
}
