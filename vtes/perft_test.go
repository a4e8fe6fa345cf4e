package vtes_test

import (
	"fmt"
	"slices"
	"testing"

	"kindred/vtes"
)

// Perft (STYLE.md, after the chess engines' move-path enumeration): from
// fixed positions, count every sequence of legal answers to a given depth
// and compare with pinned numbers. Any change in what is legal — a rule,
// a card's requirement, an option added or lost — changes a count. When a
// count changes, check the change is intended (the failing test prints
// the options at depth 1), then update the pin.
//
// A game runs as a coroutine and cannot be copied, so each path is played
// again from the position: cheap for these small positions.

// position builds a fixed position, waiting for its first decision.
type position func(t testing.TB) *vtes.Game

// perft counts the answer sequences of length depth from the position
// after the answers in path (a game that ends early counts as one leaf).
func perft(t testing.TB, pos position, path []int, depth int) int {
	g := pos(t)
	defer g.Close()
	for _, o := range path {
		if err := g.Apply(o); err != nil {
			t.Fatalf("path %v: %v", path, err)
		}
	}
	d := g.Pending()
	if depth == 0 || d == nil {
		return 1
	}
	n := len(d.Options)
	if depth == 1 {
		return n
	}
	total := 0
	for o := range n {
		total += perft(t, pos, append(slices.Clip(path), o), depth-1)
	}
	return total
}

// A mid-game minion phase: Mkhokheli and Nik Sikko ready, Horace
// Radcliffe in torpor with 3 blood; in hand two bleed cards, a political
// action, an ally, a modifier and a combat card. The prey has Lenny ready
// and the Dowager in torpor.
func minionPosition(t testing.TB) *vtes.Game {
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	s.Ready(0, "Nik Sikko", 2)
	s.Torpor(0, "Horace Radcliffe", 3)
	s.Hand(0, "Enchant Kindred", "Entrancement", "Kine Resources Contested", "Underbridge Stray", "Aire of Elation", "Majesty", "Enchant Kindred")
	s.Library(0, "Roundhouse", "Roundhouse", "Roundhouse")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Torpor(1, "The Dowager", 1)
	s.Hand(1, "Telepathic Counter")
	s.Ready(2, "Cedrick Calhoun", 4)
	s.Hand(2, "Forced Awakening")
	return s.Start(0, 5, vtes.PhaseMinion)
}

// A block attempt in progress: Cedrick Calhoun bleeds, the Dowager blocks;
// both sides hold stealth and intercept cards.
func biddingPosition(t testing.TB) *vtes.Game {
	s := newScenario(2)
	s.Ready(0, "Cedrick Calhoun", 5)
	s.Hand(0, "Lost in Crowds", "Spying Mission", "Swallowed by the Night")
	s.Ready(1, "The Dowager", 4)
	s.Hand(1, "The Warrens", "Cats' Guidance", "Telepathic Counter")
	g := s.Start(0, 5, vtes.PhaseMinion)
	answer(t.(*testing.T), g, "Cedrick Calhoun bleeds", "Block with The Dowager")
	return g
}

// A combat about to determine range: Nathaniel Bordruff attacks Nik
// Sikko; both hold maneuvers, strikes and presses.
func combatPosition(t testing.TB) *vtes.Game {
	s := newScenario(2)
	nathanielAttacks(s, 5, "Nik Sikko", 3)
	s.Hand(0, "Swallowed by the Night", "Roundhouse", "Immortal Grapple", "Taste of Vitae")
	s.Hand(1, "Resist Earth's Grasp", "Majesty")
	g := s.Start(0, 5, vtes.PhaseMinion)
	attack(t.(*testing.T), g, "Nik Sikko")
	return g
}

// An influence phase with three uncontrolled vampires, one full.
func influencePosition(t testing.TB) *vtes.Game {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Uncontrolled(0, "Nik Sikko", 3)
	s.Uncontrolled(0, "Mateo García", 1)
	s.Uncontrolled(0, "Catalina Vega", 0)
	s.Crypt(0, "Horace Radcliffe")
	s.Pool(0, 5)
	return s.Start(0, 5, vtes.PhaseInfluence)
}

// The polling of Kine Resources Contested at a 3-player table with
// princes, a primogen, a political card in hand and the Edge.
func pollingPosition(t testing.TB) *vtes.Game {
	return kineResources(t.(*testing.T), func(s *vtes.Scenario) {
		s.Ready(1, "Lenny Burkhead", 3)
		s.Hand(1, "Kine Resources Contested")
		s.Ready(2, "Catalina Vega", 3)
		s.Edge(2)
	})
}

// The first decision of a seeded 4-player game of the built-in decks.
// It plays the first three built-in decks, whatever others are added.
func openingPosition(t testing.TB) *vtes.Game {
	return newGameOf(t, 2026, 4, []string{"nb-nosferatu", "nb-toreador", "nb-ventrue"})
}

// TestPerftDepthOne pins the options of the minion position one by one:
// the most readable count.
func TestPerftDepthOne(t *testing.T) {
	g := minionPosition(t)
	defer g.Close()
	want := []string{
		"End the minion phase",
		"Mkhokheli bleeds Methuselah 2",
		"Mkhokheli hunts",
		"Mkhokheli: Enchant Kindred (bleed at +1 bleed)",          // once, for two copies; its superior mode has no target
		"Mkhokheli: Entrancement (bleed at +1 bleed)",             // its superior mode has no ally to steal
		"Mkhokheli: Kine Resources Contested (call a referendum)", // no Animalism for the Stray
		"Mkhokheli rescues Horace Radcliffe from torpor",
		"Mkhokheli diablerizes Horace Radcliffe",
		"Mkhokheli rescues The Dowager from torpor",
		"Mkhokheli diablerizes The Dowager",
		"Nik Sikko bleeds Methuselah 2",
		"Nik Sikko hunts",
		"Nik Sikko becomes anarch (2 blood)", // untitled, not Anarch (§3.5 #12); Mkhokheli is a prince
		"Nik Sikko: Enchant Kindred (bleed at +1 bleed)",
		"Nik Sikko: Entrancement (bleed at +1 bleed)",
		"Nik Sikko: Kine Resources Contested (call a referendum)",
		"Nik Sikko rescues Horace Radcliffe from torpor",
		"Nik Sikko diablerizes Horace Radcliffe",
		"Nik Sikko rescues The Dowager from torpor",
		"Nik Sikko diablerizes The Dowager",
		"Horace Radcliffe leaves torpor",
	}
	if got := g.Labels(); !slices.Equal(got, want) {
		t.Errorf("minion position options:\n got %q\nwant %q", got, want)
	}
}

// TestPerft pins the number of answer sequences from each position.
func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  position
		kind string
		want []int // perft(1), perft(2), …
	}{
		{"minion", minionPosition, "vtes.action", []int{21, 49, 104}},
		{"bidding", biddingPosition, "vtes.bid", []int{5, 16, 42}},
		{"combat", combatPosition, "vtes.play", []int{2, 4, 11}},
		{"influence", influencePosition, "vtes.influence", []int{8, 43, 184}},
		{"polling", pollingPosition, "vtes.vote", []int{3, 15, 75}},
		{"opening", openingPosition, "vtes.influence", []int{5, 40}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.pos(t)
			if tc.kind != "" && g.Pending().Kind != tc.kind {
				t.Fatalf("the position asks %s, want %s", g.Pending().Kind, tc.kind)
			}
			labels := g.Labels()
			g.Close()
			var got []int
			for depth := 1; depth <= len(tc.want); depth++ {
				got = append(got, perft(t, tc.pos, nil, depth))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("perft %v, want %v; options at depth 1: %s", got, tc.want, fmt.Sprintf("%q", labels))
			}
		})
	}
}
