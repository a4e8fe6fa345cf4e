package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Unholy Sacrament, for 3 pool: 3 blood on a titled Sabbat vampire in the
// uncontrolled region; not on an untitled Sabbat vampire, nor a titled
// vampire of another sect (card text).
func TestUnholySacrament(t *testing.T) {
	s := newScenario(3)
	anousha := s.Uncontrolled(0, "Anousha, The Maniac", 0)
	s.Uncontrolled(0, "Surapong", 0)
	s.Hand(0, "Unholy Sacrament")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Unholy Sacrament")
	wantBlood(t, anousha, 3)
	wantPool(t, g, 27, 30, 30)

	for _, v := range []string{"Surapong", "Mkhokheli"} {
		s = newScenario(3)
		s.Uncontrolled(0, v, 0)
		s.Hand(0, "Unholy Sacrament")
		g = s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Unholy Sacrament")
	}
}
