package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Blood Doll goes on a vampire its player controls; in their master phase
// they may move 1 blood from it to their pool or back, once; it works on a
// vampire in torpor (card text; §1.6; [PIB 20150522]).
func TestBloodDoll(t *testing.T) {
	t.Run("play it and move 1 blood to the pool", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Mkhokheli", 3)
		doll := s.Hand(0, "Blood Doll")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Blood Doll")
		mustNotOffer(t, g, "Mkhokheli") // not on another Methuselah's vampire
		answer(t, g, "Horace Radcliffe")
		wantOn(t, g, doll, horace)
		answer(t, g, "Use Blood Doll: move 1 blood to your pool")
		wantBlood(t, horace, 2)
		wantPool(t, g, 31, 30, 30)
		neverOffered(t, g, "Use Blood Doll") // once in the master phase
	})
	t.Run("a vampire in torpor gets 1 blood from the pool", func(t *testing.T) {
		s := newScenario(3)
		v := s.Torpor(0, "Horace Radcliffe", 1)
		s.Attach(v, "Blood Doll", 0)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Blood Doll: move 1 pool to the vampire")
		wantBlood(t, v, 2)
		wantPool(t, g, 29, 30, 30)
	})
}
