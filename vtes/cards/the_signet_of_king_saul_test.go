package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Signet of King Saul: vampires of capacity 8 or more cannot attempt
// to block its bearer; younger ones can (card text; §4.2).
func TestTheSignetOfKingSaul(t *testing.T) {
	t.Run("equip", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 3, "The Signet of King Saul")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: The Signet of King Saul (equip)")
		finish(t, g)
		wantOn(t, g, g.CardsNamed("The Signet of King Saul")[0], mk)
		wantPool(t, g, 29, 30, 30)
	})
	s := newScenario(3)
	mk := s.Ready(0, "Mkhokheli", 3)
	s.Attach(mk, "The Signet of King Saul", 0)
	s.Ready(1, "Alexa Draper", 3)   // capacity 8
	s.Ready(1, "Lenny Burkhead", 3) // capacity 6
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli bleeds")
	mustOffer(t, g, "Block with Lenny Burkhead")
	mustNotOffer(t, g, "Block with Alexa Draper")
}
