package rules

import (
	"slices"
	"testing"

	"kindred/heritage/pack"
)

// TestPrincesWar plays the War of the Princes as Kindred reads it
// (princes.go: the rulebook lacks its rules): the princes spread round the
// map; an activation moves its prince's Ankh to a neighbouring space,
// never onto another faction's (FAQ L1605), bunching its own Ankhs when it
// joins them, which costs the prince a space (FAQ L1605's note).
func TestPrincesWar(t *testing.T) {
	s := build(t, withBoards("court-of-ranks", "quarrel-of-princes", "hunger-within"), func(p Pos) {
		p.Ante("c09", "c10", "c11", "c12", "c13")
	})
	b := Pos{s.g}.Board("princes").(*Princes)
	if want := [][]int{{0, 1}, {3, 4}, {6, 7}, {9, 10}}; !slices.EqualFunc(b.Ankhs, want, slices.Equal) {
		t.Fatalf("setup: %v, want %v", b.Ankhs, want)
	}
	// Mireille the Smith, from the east: only the east prince's Ankhs
	// move, each a space either way.
	s.pick(KindTurn, "Mireille")
	want := []string{"east Ankh: space 7 to space 6", "east Ankh: space 7 to space 8", "east Ankh: space 8 to space 7", "east Ankh: space 8 to space 9"}
	if got := s.labels(); !slices.Equal(got, want) {
		t.Fatalf("the east's moves: %q, want %q", got, want)
	}
	s.pick(KindAnkh, "space 8 to space 7")
	if !slices.Equal(b.Ankhs[2], []int{6, 6}) || b.control(2) != 1 {
		t.Errorf("bunched: east on %v controls %d spaces, want [6 6] and 1", b.Ankhs[2], b.control(2))
	}
	if !s.logged("War of the Princes: east Ankh from space 8 to space 7") {
		t.Error("the move is not logged")
	}
}

// TestPrincesBlocked: an Ankh never moves onto a space that another
// faction holds (FAQ L1605); a Wanderer moves any prince's Ankh.
func TestPrincesBlocked(t *testing.T) {
	s := build(t, withBoards("court-of-ranks", "quarrel-of-princes", "hunger-within"), func(p Pos) {
		p.Ante("c09", "c11", "c12", "c13", "c10")
		b := p.Board("princes").(*Princes)
		b.Ankhs = [][]int{{0, 1}, {3, 4}, {7, 8}, {9, 10}}
	})
	s.pick(KindTurn, "Jasper") // a Wanderer
	got := s.labels()
	if slices.Contains(got, "east Ankh: space 9 to space 10") || slices.Contains(got, "west Ankh: space 10 to space 9") {
		t.Errorf("a move onto another faction's space: %q", got)
	}
	for _, w := range []string{"north Ankh: space 1 to space 12", "south Ankh: space 5 to space 6", "east Ankh: space 8 to space 7", "west Ankh: space 11 to space 12"} {
		if !slices.Contains(got, w) {
			t.Errorf("the Wanderer's moves %q lack %q", got, w)
		}
	}
}

// TestPrincesScore: the prince holding the most spaces wins; each
// non-torpid vampire of its geography scores 2 and each Wanderer 1 (the
// book's scoring example, §4.3: 1 crown × 2 and 1 dagger × 1); a tie wins
// nothing, or every tied prince with princes-tie=all.
func TestPrincesScore(t *testing.T) {
	for _, tieAll := range []bool{false, true} {
		o := withBoards("court-of-ranks", "quarrel-of-princes", "hunger-within")
		o.PrincesTieAll = tieAll
		s := build(t, o, func(p Pos) {
			// Seat 0: an east vampire and a Wanderer; seat 1: a west one.
			p.Recruit(0, "c13", p.Head(0))
			p.Recruit(0, "c10", p.Head(0))
			p.Recruit(1, "c09", p.Head(1))
		})
		g := s.g
		b := Pos{g}.Board("princes").(*Princes)
		heads := []pack.Geo{g.Attrs(g.Players[0].Lineage[0]).Geo, g.Attrs(g.Players[1].Lineage[0]).Geo}
		// headVP is what seat's Clan Head adds when the princes of wins win.
		headVP := func(seat int, wins ...pack.Geo) int {
			switch {
			case heads[seat] == pack.Wanderer:
				return 1
			case slices.Contains(wins, heads[seat]):
				return 2
			}
			return 0
		}
		// The east controls 3 spaces, the others 1 each: the east wins.
		b.Ankhs = [][]int{{0, 0}, {3, 3}, {5, 6, 7}, {10, 10}}
		if sc := b.score(g); sc[0] != 2+1+headVP(0, pack.East) || sc[1] != headVP(1, pack.East) {
			t.Errorf("tie %v: the east wins, scores %v", tieAll, sc)
		}
		// East and west tied at 2 spaces.
		b.Ankhs = [][]int{{0, 0}, {3, 3}, {5, 6}, {9, 10}}
		want := []int{1 + headVP(0), headVP(1)}
		if tieAll {
			want = []int{2 + 1 + headVP(0, pack.East, pack.West), 2 + headVP(1, pack.East, pack.West)}
		}
		if sc := b.score(g); !slices.Equal(sc, want) {
			t.Errorf("tie %v: east and west tied, scores %v, want %v", tieAll, sc, want)
		}
	}
}
