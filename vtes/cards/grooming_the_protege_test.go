package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Grooming the Protégé: in the master phase, move up to 3 blood from a
// ready vampire to a younger uncontrolled vampire of its clan (card text;
// §1.5.1).
func TestGroomingTheProtege(t *testing.T) {
	s := newScenario(3)
	farah := s.Ready(0, "Farah Sarroub", 5) // capacity 7
	arjun := s.Uncontrolled(0, "Arjun Shah", 0)
	s.Uncontrolled(0, "Anita Wainwright", 0) // a Brujah: not a protégé
	s.Hand(0, "Grooming the Protégé")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Grooming the Protégé")
	mustNotOffer(t, g, "4") // up to 3
	answer(t, g, "3")
	wantBlood(t, farah, 2)
	wantBlood(t, arjun, 3)
}
