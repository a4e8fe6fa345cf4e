package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Saku Pihlajamäki, Baron of Helsinki: 1 optional maneuver each combat
// (card text; §6.3).
func TestSakuPihlajamaki(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	saku := s.Ready(1, "Saku Pihlajamäki", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Mkhokheli", "Saku Pihlajamäki")
	answer(t, g, "Use an optional maneuver (1 left)")
	if !logged(g, "Saku Pihlajamäki maneuvers: the range is long") {
		t.Fatal("Saku's maneuver is not made")
	}
	finish(t, g)
	wantBlood(t, saku, 4) // at long range no hand strike lands
	vanilla(t, "Saku Pihlajamäki", 8, 2, vtes.Celerity, vtes.Superior)
}
