package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Antón de Concepción: 1 optional maneuver during the first round of
// combat, not later (card text; firstround.go).
func TestAntonDeConcepcion(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Antón de Concepción", 5)
	s.Ready(1, "Mkhokheli", 6)
	s.Hand(1, "Flash")
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Antón de Concepción", "Mkhokheli")
	fightUntil(t, g, "Use an optional maneuver (1 left)")
	answer(t, g, "Use an optional maneuver (1 left)")
	if !logged(g, "the range is long") {
		t.Fatalf("no maneuver to long range\n%s", logText(g))
	}
	fightUntil(t, g, "Play Flash (press)")
	answer(t, g, "Play Flash (press)")
	neverOffered(t, g, "Use an optional maneuver") // the second round: none left
	if !logged(g, "Mkhokheli presses") {
		t.Errorf("no second round\n%s", logText(g))
	}
}
