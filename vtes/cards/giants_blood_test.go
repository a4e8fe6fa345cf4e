package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Giant's Blood: a vampire in play fills up to its capacity; one per game;
// not an uncontrolled vampire ([LSJ 20061109]).
func TestGiantsBlood(t *testing.T) {
	s := newScenario(3)
	ragnar := s.Ready(0, "Ragnar Nordstrom", 2)
	unc := s.Uncontrolled(0, "Hanna Nokelainen", 1)
	s.Hand(0, "Giant's Blood", "Giant's Blood")
	g := startTurns(s, 4, 0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Giant's Blood")
	wantBlood(t, ragnar, 8)
	wantBlood(t, unc, 1)
	neverOffered(t, g, "Play Giant's Blood")
}
