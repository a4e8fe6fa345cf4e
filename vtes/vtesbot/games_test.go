package vtesbot_test

import (
	"flag"
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// The property tests every game runs (invariants after every choice,
// determinism, replay with every hash, no hidden name in any view, label
// or log line) are the contract test, games/gametest, which V:TES runs in
// vtes/vtesgame/contract_test.go. What stays here is V:TES's own.

// -games sets how many seeded games the property tests play; the default
// keeps the suite fast, long runs are opt-in (docs/TESTING.md).
var games = flag.Int("games", 200, "seeded games per property test")

func decks(seed uint64, seats int) []string {
	// The seed picks the first deck, so that many games reach every
	// built-in deck, not only the first few.
	b := cards.Builtins()
	out := make([]string, seats)
	for i := range out {
		out[i] = b[(int(seed%uint64(len(b)))+i)%len(b)]
	}
	return out
}

// TestViewsExposeNoHiddenCard checks, at every decision of many games,
// that no seat's view (nor the spectator's) exposes a card another
// seat's hand (not an open one), library, crypt or uncontrolled region
// holds, nor one another seat's card holds face down, nor one of
// its own library or crypt: by the cards themselves (vtes.View.VisibleIDs,
// what the browser's view is built from), where the contract test reads
// the texts (rules/vtes.md §13.6).
func TestViewsExposeNoHiddenCard(t *testing.T) {
	for i := 0; i < *games/4+1; i++ {
		seed := uint64(5000 + i)
		// The tournament's time limit, as the sim plays: two bots left with
		// nothing to act with would play on for ever in a casual game.
		h := vtes.NewHeader(seed, vtes.TournamentOptions(), decks(seed, 4))
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		ps := make([]engine.Player, 4)
		for s := range ps {
			ps[s] = vtesbot.New(seed*31 + uint64(s))
		}
		n := 0
		for d := g.Pending(); d != nil; d = g.Pending() {
			n++
			if n > 100_000 { // far beyond a game of 160 turns: say which game loops
				lg := g.Log()
				for _, l := range lg[max(0, len(lg)-20):] {
					t.Log(l.Text.String())
				}
				t.Fatalf("seed %d: %d choices and no end", seed, n)
			}
			for s := engine.Spectator; s < 4; s++ {
				checkIDs(t, g, s)
			}
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
		g.Close()
	}
}

// checkIDs fails if seat's view exposes a card it may not see.
func checkIDs(t *testing.T, g *vtes.Game, seat int) {
	t.Helper()
	hidden := map[vtes.CardID]bool{}
	for o := 0; o < g.Seats(); o++ {
		m := g.Methuselah(o)
		zones := [][]vtes.CardID{m.Library, m.Crypt}
		if o != seat {
			zones = append(zones, m.Uncontrolled)
			if !g.HandOpen(o) && !g.HandShownTo(o, seat) { // an open hand is everyone's to see (openhand.go), a looked-at one the looker's (handlook.go)
				zones = append(zones, m.Hand)
			}
		}
		for _, l := range zones {
			for _, id := range l {
				// A card revealed into its hand is everyone's to see
				// while it stays there (shownhand.go: Sakhar).
				hidden[id] = !g.ShownInHand(g.Card(id))
			}
		}
	}
	for _, id := range g.SeatView(seat).VisibleIDs() {
		if hidden[id] && !g.ShownInHand(g.Card(id)) { // revealed into the hand: public (shownhand.go)
			t.Fatalf("turn %d: seat %d's view shows hidden card %s (%d)", g.Turn, seat, g.Card(id).Def.Name, id)
		}
		// A card held face down is its holder's Methuselah's to see
		// (heldcards.go: Gift of Proteus, The Erciyes Fragments).
		if h, down := g.HeldFaceDown(g.Card(id)); down && h.Controller != seat {
			t.Fatalf("turn %d: seat %d's view shows %s, face down on %s", g.Turn, seat, g.Card(id).Def.Name, h.Def.Name)
		}
	}
}
