package vtes_test

import (
	"slices"
	"testing"

	"kindred/vtes"
)

// kineResources sets a 3-player table where Mkhokheli, a prince, calls
// Kine Resources Contested, and plays the action to its polling: the prey
// declines to block, the caller puts 2 points on each of the others.
func kineResources(t *testing.T, setup func(s *vtes.Scenario)) *vtes.Game {
	t.Helper()
	return kineResourcesAt(t, 3, setup)
}

// kineResourcesAt is kineResources at a table of seats.
func kineResourcesAt(t *testing.T, seats int, setup func(s *vtes.Scenario)) *vtes.Game {
	t.Helper()
	s := newScenario(seats)
	s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Kine Resources Contested", "Conservative Agitation")
	setup(s)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Kine Resources Contested")
	for g.Pending().Kind == "vtes.block" {
		answer(t, g, "Do not block")
	}
	answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3")
	return g
}

// §5.2, §5.3: the calling card gives its Methuselah 1 vote for; titled
// ready vampires cast their title's votes as one source (prince 2,
// primogen 1); a vampire in torpor casts none; each Methuselah may add 1
// vote by discarding a political action card, at most one such vote each,
// the calling card included; the Edge may be burned for 1 vote. A tie
// fails: 3 for (card 1, Mkhokheli 2) against 3 (Lenny 1, a discarded
// card 1, the Edge 1).
func TestReferendumVoteSourcesAndTie(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Ready(1, "Lenny Burkhead", 3)
		s.Hand(1, "Kine Resources Contested")
		s.Torpor(2, "Catalina Vega", 3)
		s.Edge(2)
	})
	asked(t, g, 0, "vtes.vote")
	mustNotOffer(t, g, "Conservative Agitation") // the calling card was the caller's political vote
	answer(t, g, "Mkhokheli: 2 vote(s) for")
	asked(t, g, 1, "vtes.vote")
	answer(t, g, "Lenny Burkhead: 1 vote(s) against")
	asked(t, g, 2, "vtes.vote")
	mustNotOffer(t, g, "Catalina Vega") // in torpor: no votes
	answer(t, g, "Burn the Edge: 1 vote against")
	asked(t, g, 1, "vtes.vote")
	answer(t, g, "Discard Kine Resources Contested: 1 vote against")
	if !logged(g, "The referendum fails (3 for, 3 against)") {
		t.Fatal("3 to 3 is a tie, and a tie fails")
	}
	for s := 1; s < 3; s++ {
		if pool(g, s) != 30 {
			t.Errorf("seat %d burned pool for a failed referendum", s)
		}
	}
	if g.Edge != -1 {
		t.Errorf("the burned Edge is with seat %d", g.Edge)
	}
	if m := g.Methuselah(1); len(m.Hand) != 0 || len(m.Ash) != 1 {
		t.Errorf("the card discarded for a vote: hand %d, ash heap %d; want it in the ash heap (and no replacement from an empty library)", len(m.Hand), len(m.Ash))
	}
}

// §5.2: more votes for than against passes the referendum and its terms
// apply: each Methuselah burns the points allocated to them.
func TestReferendumPasses(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Ready(1, "Lenny Burkhead", 3)
	})
	answer(t, g, "Pass")                          // Mkhokheli need not vote
	answer(t, g, "Lenny Burkhead: 1 vote(s) for") // 2 for
	answer(t, g, "Pass")                          // polling ends when all pass in a row
	if !logged(g, "The referendum passes (2 for, 0 against)") {
		t.Fatal("2 to 0 should pass")
	}
	if pool(g, 1) != 28 || pool(g, 2) != 28 || pool(g, 0) != 30 {
		t.Errorf("pools %d %d %d, want 30 28 28", pool(g, 0), pool(g, 1), pool(g, 2))
	}
}

// §5.3: a Methuselah's sources may go on different sides; a source,
// once cast, cannot be cast again.
func TestVoteSourcesOnDifferentSides(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Ready(1, "Lenny Burkhead", 3)
		s.Ready(1, "Larissa Moreira", 3)
	})
	answer(t, g, "Pass")
	answer(t, g, "Lenny Burkhead: 1 vote(s) for")
	answer(t, g, "Pass")
	asked(t, g, 1, "vtes.vote")
	mustNotOffer(t, g, "Lenny Burkhead")
	answer(t, g, "Larissa Moreira: 1 vote(s) against")
	answer(t, g, "Pass")
	if !logged(g, "The referendum passes (2 for, 1 against)") {
		t.Fatal("want 2 for (card, Lenny), 1 against (Larissa)")
	}
}

// §5.4, §14 C30: each ready priscus casts a ballot, not a vote, in the
// prisci's sub-referendum; the side with more ballots receives the bloc's
// 3 votes; a torpid priscus abstains. Here 2 ballots against 1 give the
// bloc to "against": 1 (the card) for, 3 against.
func TestPrisciBloc(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Ready(1, "Test Priscus Anselm", 3)
		s.Ready(1, "Test Priscus Beatriz", 3)
		s.Ready(2, "Test Priscus Cyprian", 3)
		s.Torpor(2, "Test Cardinal Dolores", 3)
	})
	answer(t, g, "Pass") // Mkhokheli
	asked(t, g, 1, "vtes.vote")
	answer(t, g, "Test Priscus Anselm: priscus ballot against")
	asked(t, g, 2, "vtes.vote")
	mustNotOffer(t, g, "Dolores") // a torpid cardinal gives nothing
	answer(t, g, "Test Priscus Cyprian: priscus ballot for")
	answer(t, g, "Pass") // Mkhokheli
	answer(t, g, "Test Priscus Beatriz: priscus ballot against")
	answer(t, g, "Pass") // Mkhokheli
	if !logged(g, "The prisci's bloc casts 3 votes against") || !logged(g, "The referendum fails (1 for, 3 against)") {
		t.Fatal("the bloc should go against, 1 to 3")
	}
}

// §5.4: when the prisci's ballots tie, the bloc abstains.
func TestPrisciBlocTieAbstains(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Ready(1, "Test Priscus Anselm", 3)
		s.Ready(2, "Test Priscus Cyprian", 3)
	})
	answer(t, g, "Pass", "Test Priscus Anselm: priscus ballot against", "Test Priscus Cyprian: priscus ballot for", "Pass")
	if logged(g, "prisci's bloc") || !logged(g, "The referendum passes (1 for, 0 against)") {
		t.Fatalf("tied ballots: the bloc abstains; the calling card's vote carries it (pending %v %q)", g.Pending() != nil, g.Labels())
	}
}

// §3.5.8: a political action is undirected at +1 stealth: the prey, then
// the predator, may block it, whatever its terms will be.
func TestPoliticalActionIsUndirected(t *testing.T) {
	s := newScenario(4)
	s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Kine Resources Contested")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(2, "Horace Radcliffe", 3)
	s.Ready(3, "The Dowager", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Kine Resources Contested")
	asked(t, g, 1, "vtes.block")
	answer(t, g, "Block with Lenny Burkhead") // 0 intercept: fails
	asked(t, g, 3, "vtes.block")              // Lenny was the prey's only blocker
	answer(t, g, "Do not block")
	asked(t, g, 0, "vtes.choose") // the terms, only after success
}

// §14 C11, A9: polling goes round the table in impulse order: after the
// caller, the prey, then the predator, then the others clockwise. Under
// legacy2005.priorityOrder (§1.5 item 8) it is simply clockwise.
func TestPollingOrder(t *testing.T) {
	for _, tc := range []struct {
		legacy bool
		want   []int
	}{{false, []int{0, 1, 3, 2}}, {true, []int{0, 1, 2, 3}}} {
		g := kineResourcesAt(t, 4, func(s *vtes.Scenario) {
			o := vtes.DefaultOptions()
			o.LegacyPriority = tc.legacy
			s.Options(o)
			s.Ready(1, "Lenny Burkhead", 3)
			s.Ready(2, "Larissa Moreira", 3)
			s.Ready(3, "The Dowager", 3)
		})
		var order []int
		for len(order) < 4 {
			asked(t, g, g.Pending().Seat, "vtes.vote")
			order = append(order, g.Pending().Seat)
			answer(t, g, "Pass")
		}
		if !slices.Equal(order, tc.want) {
			t.Errorf("legacy priority %v: polling order %v, want %v", tc.legacy, order, tc.want)
		}
	}
}

// §5.2: a card may cast a vampire's votes: Test Pledge gives 2 votes
// against and makes the Dowager cast her own with them; her votes are then
// spent.
func TestCardCastsVampireVotes(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Ready(1, "The Dowager", 3)
		s.Hand(1, "Test Pledge")
	})
	answer(t, g, "Pass")
	asked(t, g, 1, "vtes.vote")
	answer(t, g, "Play Test Pledge")
	answer(t, g, "Pass")
	if g.Pending() != nil && g.Pending().Seat == 1 {
		mustNotOffer(t, g, "The Dowager")
	}
	if !logged(g, "The referendum fails (1 for, 3 against)") {
		t.Error("want 1 for, 3 against (2 from the card, 1 from the Dowager)")
	}
}

// rules/vtes.md A10 under calling-card-vote "either": the calling card's
// vote is not cast for the referendum as it is called; its Methuselah
// casts it in polling on either side, as their one political card vote
// (no other political card from the hand then), without discarding it
// again. Here against: 2 for (Mkhokheli) against 1.
func TestCallingCardVoteEitherSide(t *testing.T) {
	s := newScenario(3)
	o := vtes.DefaultOptions()
	o.CallingVoteEitherSide = true
	s.Options(o)
	s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Kine Resources Contested", "Conservative Agitation")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Kine Resources Contested")
	for g.Pending().Kind == "vtes.block" {
		answer(t, g, "Do not block")
	}
	answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3")
	asked(t, g, 0, "vtes.vote")
	mustOffer(t, g, "The calling card Kine Resources Contested: 1 vote for")
	mustNotOffer(t, g, "Conservative Agitation")
	answer(t, g, "The calling card Kine Resources Contested: 1 vote against")
	mustNotOffer(t, g, "Kine Resources Contested")
	mustNotOffer(t, g, "Conservative Agitation")
	answer(t, g, "Mkhokheli: 2 vote(s) for")
	if !logged(g, "The referendum passes (2 for, 1 against)") {
		t.Fatalf("want 2 for, 1 against")
	}
	if h := g.Methuselah(0).Hand; len(h) != 1 || g.Card(h[0]).Def.Name != "Conservative Agitation" {
		t.Errorf("hand %v, want Conservative Agitation kept", h)
	}
}

// Default calling-card-vote "for": the calling card's vote is cast for
// at once, and is its Methuselah's political card vote (§5.3).
func TestCallingCardVoteIsFor(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {})
	asked(t, g, 0, "vtes.vote")
	mustNotOffer(t, g, "calling card")
	mustNotOffer(t, g, "Conservative Agitation")
	answer(t, g, "Pass")
	if !logged(g, "The referendum passes (1 for, 0 against)") {
		t.Fatalf("want 1 for")
	}
}
