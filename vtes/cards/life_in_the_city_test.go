package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Life in the City: a trifle (it gives its Methuselah another master
// phase action) adding 1 blood to any ready vampire (card text; §1.6,
// §14 C14).
func TestLifeInTheCity(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Madison", 3)
	mk := s.Ready(1, "Mkhokheli", 3)
	s.Hand(0, "Life in the City", "Misdirection")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Life in the City", "Mkhokheli")
	wantBlood(t, mk, 4)
	answer(t, g, "Play Misdirection", "Mkhokheli") // the trifle's extra action
	wantLocked(t, mk, true)
}
