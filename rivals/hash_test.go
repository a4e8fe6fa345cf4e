package rivals_test

import (
	"strings"
	"testing"

	"kindred/rivals"
)

// TestKeptPilesHash: each pile's fold in the state hash is kept until the
// pile is written (hash.go, keptPilesSum). A game
// hashed after every choice and the same game hashed only now and then
// hash alike at every checkpoint, and a pile written behind the rules'
// back is found by the invariants.
func TestKeptPilesHash(t *testing.T) {
	for _, seats := range []int{2, 3, 4} {
		every, sometimes := newGame(t, seats, 5), newGame(t, seats, 5)
		for n := 0; every.Pending() != nil && n < 600; n++ {
			d := every.Pending()
			o := (n * 7) % len(d.Options) // any legal option, the same in both
			if err := every.Apply(o); err != nil {
				t.Fatal(err)
			}
			if err := sometimes.Apply(o); err != nil {
				t.Fatal(err)
			}
			h := every.Hash()
			if n%17 == 0 && sometimes.Hash() != h {
				t.Fatalf("%d seats, choice %d: the hash resumed from a kept state differs from the whole one", seats, n)
			}
			if err := every.CheckInvariants(); err != nil {
				t.Fatalf("%d seats, choice %d: %v", seats, n, err)
			}
		}
	}
	g := newGame(t, 4, 9)
	g.Hash()
	p := g.Players[1]
	if p.Library[0] == p.Library[1] || len(p.Library) < 2 {
		t.Fatal("the test wants two cards at the bottom of the Library")
	}
	p.Library[0], p.Library[1] = p.Library[1], p.Library[0] // no pileChanged
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "pileChanged") {
		t.Errorf("a pile written without pileChanged: %v", err)
	}
}

// TestKeptCardShares: each card keeps its share of the state hash until a
// field the share reads is written and noted (hash.go, changed). A write
// the rules note changes the hash and passes the invariants; a write they
// do not note is found by the invariants.
func TestKeptCardShares(t *testing.T) {
	writes := []struct {
		field string
		write func(v *rivals.Card)
	}{
		{"Blood", func(v *rivals.Card) { v.Blood-- }},
		{"Exhausted", func(v *rivals.Card) { v.Exhausted = !v.Exhausted }},
		{"NoInfluence", func(v *rivals.Card) { v.NoInfluence = !v.NoInfluence }},
		{"UsedTurn", func(v *rivals.Card) { v.UsedTurn = 7 }},
		{"Stay", func(v *rivals.Card) { v.Stay = 7 }},
		{"Unblockable", func(v *rivals.Card) { v.Unblockable = 7 }},
		{"Marked", func(v *rivals.Card) { v.Marked++ }},
		{"SeenBy", func(v *rivals.Card) { v.SeenBy = 2 }},
		{"Colours", func(v *rivals.Card) { v.Colours[2] = 1 }},
	}
	for _, w := range writes {
		t.Run(w.field, func(t *testing.T) {
			g := newGame(t, 4, 9)
			co := g.Coterie(0)
			if len(co) == 0 || co[0].Blood < 2 {
				t.Fatal("the test wants seat 1's Leader in play, with 2 Blood or more")
			}
			v := co[0]
			before := g.Hash()
			w.write(v)
			if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "without changed") {
				t.Errorf("a write not noted: %v", err)
			}
			g.Changed(v)
			if err := g.CheckInvariants(); err != nil {
				t.Errorf("a write noted: %v", err)
			}
			if g.Hash() == before {
				t.Error("a write noted left the hash as it was")
			}
		})
	}
}

// TestHashReadsEveryNumber: the turn's and the players' numbers, packed
// and folded (hash.go, fixedSum), each change the hash, and so does the
// same number held by another seat, or two piles trading their cards.
func TestHashReadsEveryNumber(t *testing.T) {
	writes := []struct {
		name  string
		write func(g *rivals.Game)
	}{
		{"Active", func(g *rivals.Game) { g.Active = (g.Active + 1) % 4 }},
		{"First", func(g *rivals.Game) { g.First = (g.First + 1) % 4 }},
		{"Turn", func(g *rivals.Game) { g.Turn++ }},
		{"Phase", func(g *rivals.Game) { g.Phase++ }},
		{"Actions", func(g *rivals.Game) { g.Actions++ }},
		{"Prestige", func(g *rivals.Game) { g.Players[2].Prestige++ }},
		{"AP", func(g *rivals.Game) { g.Players[2].AP++ }},
		{"Eliminated", func(g *rivals.Game) { g.Players[2].Eliminated = !g.Players[2].Eliminated }},
		{"HadFirstTurn", func(g *rivals.Game) { g.Players[2].HadFirstTurn = !g.Players[2].HadFirstTurn }},
		{"Rival", func(g *rivals.Game) { g.Players[2].Rival = (g.Players[2].Rival + 1) % 4 }},
		{"Number", func(g *rivals.Game) { g.Players[2].Number++ }},
		{"AgendaTurn", func(g *rivals.Game) { g.Players[2].AgendaTurn++ }},
		{"Mortals", func(g *rivals.Game) { g.Players[2].Mortals++ }},
		{"MortalsTurn", func(g *rivals.Game) { g.Players[2].MortalsTurn++ }},
		{"AP moved to another seat", func(g *rivals.Game) {
			g.Players[1].AP, g.Players[2].AP = g.Players[1].AP+1, g.Players[2].AP-1
		}},
		{"Prestige traded between seats", func(g *rivals.Game) {
			g.Players[0].Prestige, g.Players[3].Prestige = g.Players[0].Prestige+2, g.Players[3].Prestige-2
		}},
	}
	for _, w := range writes {
		t.Run(w.name, func(t *testing.T) {
			g := newGame(t, 4, 9)
			before := g.Hash()
			w.write(g)
			if g.Hash() == before {
				t.Errorf("%s written: the hash is as it was", w.name)
			}
		})
	}
}
