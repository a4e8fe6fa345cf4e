package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Invigorate, by an Anarch: [ani] +1 strength this action; [dom] allies
// cannot block this action; [pro] the Anarch's hand strikes are
// aggravated this action, in every round of its combat; not by a
// non-Anarch (card text; §4.3, §6.4, §6.7).
func TestInvigorate(t *testing.T) {
	t.Run("[ani] +1 strength in the combat of a block", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ángel Guerrero", 3, "Invigorate")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ángel Guerrero bleeds", "Play Invigorate (+1 strength this action)",
			"Block with Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 3)
	})
	t.Run("[dom] allies cannot block", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ángel Guerrero", 3, "Invigorate")
		s.Ready(1, "Political Ally", 1)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ángel Guerrero bleeds", "Play Invigorate (allies cannot block)")
		mustNotOffer(t, g, "Block with Political Ally")
		mustOffer(t, g, "Block with Madison")
	})
	t.Run("[pro] aggravated hand strikes, every round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Adrino Manauara", 4, "Invigorate") // his mandatory press: 2 rounds
		s.Ready(1, "Gregory Winter", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Adrino Manauara bleeds", "Play Invigorate (aggravated hand strikes this action)",
			"Block with Gregory Winter")
		finish(t, g)
		if n := countLog(g, "Adrino Manauara strikes (hand strike): 1 aggravated"); n != 2 {
			t.Errorf("%d aggravated hand strikes, want 2\n%s", n, logText(g))
		}
	})
	t.Run("[pro] a vampire blocker goes to torpor", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ángel Guerrero", 4, "Invigorate")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ángel Guerrero bleeds", "Play Invigorate (aggravated hand strikes this action)",
			"Block with Mkhokheli")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("not by a non-Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lillian", 3, "Invigorate")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lillian bleeds")
		neverOffered(t, g, "Play Invigorate")
	})
}
