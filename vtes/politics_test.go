package vtes_test

import (
	"slices"
	"strings"
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

// krcPosition is kineResources as a position: it plays one to a
// referendum's polling: on turn 3
// (the last) of a table of three, or of the seats the position says,
// Mkhokheli, a prince, calls Kine Resources Contested, holding
// Conservative Agitation too; nobody blocks; the caller puts 2 points on
// each of Methuselahs 2 and 3. The position adds its lines to the table,
// and its script follows.
func krcPosition(t *testing.T, text string) *vtes.Game {
	t.Helper()
	var position, script []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, ">") || strings.HasPrefix(l, "=") || len(script) > 0 {
			script = append(script, l)
		} else {
			position = append(position, l)
		}
	}
	text = strings.Join(position, "\n")
	if !strings.Contains(text, "seats ") {
		text = "seats 3\n" + text
	}
	return startPosition(t, `turn 3 phase minion active 1 last
		ready 1: Mkhokheli blood 3
		hand 1: Kine Resources Contested, Conservative Agitation
		`+text+`
		> Mkhokheli: Kine Resources Contested
		> decline until offered: Methuselah 2
		> Methuselah 2
		> Methuselah 2
		> Methuselah 3
		> Methuselah 3
		`+strings.Join(script, "\n"))
}

// §5.2, §5.3: the calling card gives its Methuselah 1 vote for; titled
// ready vampires cast their title's votes as one source (prince 2,
// primogen 1); a vampire in torpor casts none; each Methuselah may add 1
// vote by discarding a political action card, at most one such vote each,
// the calling card included; the Edge may be burned for 1 vote. A tie
// fails: 3 for (card 1, Mkhokheli 2) against 3 (Lenny 1, a discarded
// card 1, the Edge 1).
func TestReferendumVoteSourcesAndTie(t *testing.T) {
	g := krcPosition(t, `ready 2: Lenny Burkhead blood 3
		hand 2: Kine Resources Contested
		torpor 3: Catalina Vega blood 3
		edge 3`)
	play(t, g, `= asked: seat 1 vtes.vote
		= not offered: Conservative Agitation
		> Mkhokheli: 2 vote(s) for
		= asked: seat 2 vtes.vote
		> Lenny Burkhead: 1 vote(s) against
		= asked: seat 3 vtes.vote
		= not offered: Catalina Vega
		> Burn the Edge: 1 vote against
		= asked: seat 2 vtes.vote
		> Discard Kine Resources Contested: 1 vote against
		= logged: The referendum fails (3 for, 3 against)
		= methuselah 2 pool 30 hand 0 ash 1
		= methuselah 3 pool 30
		= edge none`) // the calling card was the caller's political vote; in torpor: no votes; a tie fails; no replacement from an empty library
}

// §5.2: more votes for than against passes the referendum and its terms
// apply: each Methuselah burns the points allocated to them.
func TestReferendumPasses(t *testing.T) {
	krcPosition(t, `ready 2: Lenny Burkhead blood 3
		> Pass
		> Lenny Burkhead: 1 vote(s) for
		> Pass
		= logged: The referendum passes (2 for, 0 against)
		= pools 30 28 28`) // Mkhokheli need not vote; 2 for; polling ends when all pass in a row
}

// §5.3: a Methuselah's sources may go on different sides; a source,
// once cast, cannot be cast again.
func TestVoteSourcesOnDifferentSides(t *testing.T) {
	krcPosition(t, `ready 2: Lenny Burkhead blood 3, Larissa Moreira blood 3
		> Pass
		> Lenny Burkhead: 1 vote(s) for
		> Pass
		= asked: seat 2 vtes.vote
		= not offered: Lenny Burkhead
		> Larissa Moreira: 1 vote(s) against
		> Pass
		= logged: The referendum passes (2 for, 1 against)`) // 2 for (card, Lenny), 1 against (Larissa)
}

// §5.4, §14 C30: each ready priscus casts a ballot, not a vote, in the
// prisci's sub-referendum; the side with more ballots receives the bloc's
// 3 votes; a torpid priscus abstains. Here 2 ballots against 1 give the
// bloc to "against": 1 (the card) for, 3 against.
func TestPrisciBloc(t *testing.T) {
	krcPosition(t, `ready 2: Test Priscus Anselm blood 3, Test Priscus Beatriz blood 3
		ready 3: Test Priscus Cyprian blood 3
		torpor 3: Test Cardinal Dolores blood 3
		> Pass
		= asked: seat 2 vtes.vote
		> Test Priscus Anselm: priscus ballot against
		= asked: seat 3 vtes.vote
		= not offered: Dolores
		> Test Priscus Cyprian: priscus ballot for
		> Pass
		> Test Priscus Beatriz: priscus ballot against
		> Pass
		= logged: The prisci's bloc casts 3 votes against
		= logged: The referendum fails (1 for, 3 against)`) // a torpid cardinal gives nothing
}

// §5.4: when the prisci's ballots tie, the bloc abstains.
func TestPrisciBlocTieAbstains(t *testing.T) {
	krcPosition(t, `ready 2: Test Priscus Anselm blood 3
		ready 3: Test Priscus Cyprian blood 3
		> Pass
		> Test Priscus Anselm: priscus ballot against
		> Test Priscus Cyprian: priscus ballot for
		> Pass
		= not logged: prisci's bloc
		= logged: The referendum passes (1 for, 0 against)`) // the calling card's vote carries it
}

// §3.5.8: a political action is undirected at +1 stealth: the prey, then
// the predator, may block it, whatever its terms will be.
func TestPoliticalActionIsUndirected(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 4 last
		ready 1: Mkhokheli blood 3
		hand 1: Kine Resources Contested
		ready 2: Lenny Burkhead blood 3
		ready 3: Horace Radcliffe blood 3
		ready 4: The Dowager blood 3
		> Mkhokheli: Kine Resources Contested
		= asked: seat 2 vtes.block
		> Block with Lenny Burkhead
		= asked: seat 4 vtes.block
		> Do not block
		= asked: seat 1 vtes.choose`) // Lenny's 0 intercept fails; he was the prey's only blocker; the terms, only after success
}

// §14 C11, A9: polling goes round the table in impulse order: after the
// caller, the prey, then the predator, then the others clockwise. Under
// legacy2005.priorityOrder (§1.5 item 8) it is simply clockwise.
func TestPollingOrder(t *testing.T) {
	for _, tc := range []struct {
		rules string
		want  []int
	}{{"false", []int{0, 1, 3, 2}}, {"true", []int{0, 1, 2, 3}}} {
		g := krcPosition(t, `seats 4
			rules legacy2005.priorityOrder=`+tc.rules+`
			ready 2: Lenny Burkhead blood 3
			ready 3: Larissa Moreira blood 3
			ready 4: The Dowager blood 3`)
		var order []int
		for len(order) < 4 {
			asked(t, g, g.Pending().Seat, "vtes.vote")
			order = append(order, g.Pending().Seat)
			answer(t, g, "Pass")
		}
		if !slices.Equal(order, tc.want) {
			t.Errorf("legacy priority %v: polling order %v, want %v", tc.rules, order, tc.want)
		}
	}
}

// §5.2: a card may cast a vampire's votes: Test Pledge gives 2 votes
// against and makes the Dowager cast her own with them; her votes are then
// spent.
func TestCardCastsVampireVotes(t *testing.T) {
	g := krcPosition(t, `ready 2: The Dowager blood 3
		hand 2: Test Pledge
		> Pass
		= asked: seat 2 vtes.vote
		> Play Test Pledge
		> Pass`)
	if g.Pending() != nil && g.Pending().Seat == 1 {
		mustNotOffer(t, g, "The Dowager")
	}
	play(t, g, "= logged: The referendum fails (1 for, 3 against)") // 2 from the card, 1 from the Dowager
}

// rules/vtes.md A10 under calling-card-vote "either": the calling card's
// vote is not cast for the referendum as it is called; its Methuselah
// casts it in polling on either side, as their one political card vote
// (no other political card from the hand then), without discarding it
// again. Here against: 2 for (Mkhokheli) against 1.
func TestCallingCardVoteEitherSide(t *testing.T) {
	krcPosition(t, `rules calling-card-vote=either
		= asked: seat 1 vtes.vote
		= offered: The calling card Kine Resources Contested: 1 vote for
		= not offered: Conservative Agitation
		> The calling card Kine Resources Contested: 1 vote against
		= not offered: Kine Resources Contested
		= not offered: Conservative Agitation
		> Mkhokheli: 2 vote(s) for
		= logged: The referendum passes (2 for, 1 against)
		= methuselah 1 hand 1
		= hand 1: Conservative Agitation`)
}

// Default calling-card-vote "for": the calling card's vote is cast for
// at once, and is its Methuselah's political card vote (§5.3).
func TestCallingCardVoteIsFor(t *testing.T) {
	krcPosition(t, `= asked: seat 1 vtes.vote
		= not offered: calling card
		= not offered: Conservative Agitation
		> Pass
		= logged: The referendum passes (1 for, 0 against)`)
}
