package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Epikasta Rigatos, Prince of New York (cel AUS DOM PRE, capacity 8):
// after an action of hers resolves, the action card she played for it
// goes from the ash heap back to the library, shuffled; not after a
// block (card text; §4.1; [ANK 20180628]).
func TestEpikastaRigatos(t *testing.T) {
	t.Run("the action card back to the library", func(t *testing.T) {
		s := newScenario(3)
		epikasta := s.Ready(0, "Epikasta Rigatos", 3)
		card := s.Hand(0, "Legal Manipulations")[0]
		s.Library(0, "Blur", "Blur")
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, epikasta, 2)
		answer(t, g, "Epikasta Rigatos: Legal Manipulations (bleed at +2, 1 pool")
		answer(t, g, "Use Epikasta Rigatos")
		wantZone(t, card, vtes.ZoneLibrary)
		wantPool(t, g, 31, 27, 30)
	})
	t.Run("not after a block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Epikasta Rigatos", 3)
		card := s.Hand(0, "Legal Manipulations")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Epikasta Rigatos: Legal Manipulations (bleed at +2, 1 pool",
			"Block with Mkhokheli")
		neverOffered(t, g, "Use Epikasta Rigatos")
		wantZone(t, card, vtes.ZoneAsh)
	})
}
