package vtes_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// A reaction casting votes in the reacting vampire's name, on the side
// its Methuselah picks (Game.AddVotesWith).
var _ = fixture(&vtes.CardDef{ID: 995000, Name: "Test Heckler", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepPolling, Label: "2 votes in this vampire's name", Legal: vtes.Political,
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddVotesWith(p.Minion, 2) }}}})

// Votes a card casts against in a vampire's name cost it what its own
// would (Static.AgainstCost: Alexander Silverson), once: none are cast if
// it cannot pay (§5.2; votecosts.go).
func TestVotesWithPayTheAgainstCost(t *testing.T) {
	setup := func(blood int) *vtes.Game {
		s := newScenario(3)
		s.Ready(0, "Alexander Silverson", 3)
		s.Hand(0, "Kine Resources Contested")
		s.Ready(1, "Dr. Stephen Norton", blood)
		s.Hand(1, "Test Heckler")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alexander Silverson: Kine Resources Contested")
		for g.Pending().Kind == "vtes.block" {
			answer(t, g, "Do not block")
		}
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3")
		answer(t, g, "Pass", "Play Test Heckler", "Vote against")
		return g
	}
	t.Run("paid once", func(t *testing.T) {
		g := setup(2)
		stephen := g.Card(g.Methuselah(1).Ready[0])
		if stephen.Blood != 1 || !logged(g, "Methuselah 2 casts 2 vote(s) against: Dr. Stephen Norton.") {
			t.Errorf("blood %d, want 1 and 2 votes against\n%s", stephen.Blood, logOf(g))
		}
		if g.VoteCost(g.Referendum(), stephen, false) != 0 {
			t.Error("the cost is asked again")
		}
	})
	t.Run("no blood, no votes", func(t *testing.T) {
		g := setup(0)
		if logged(g, "casts 2 vote(s) against") || strings.Contains(logOf(g), "burns 1 blood") {
			t.Errorf("votes against cast without the blood\n%s", logOf(g))
		}
	})
}
