package vtes_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// gameDecks are the decks newGame deals, in turn: the first built-in
// decks, named, so that more built-ins do not change the pinned positions
// (perft's opening).
var gameDecks = []string{"nb-nosferatu", "nb-toreador", "nb-ventrue"}

// newGame starts a seeded game of the gameDecks, alternating them.
func newGame(t testing.TB, seed uint64, seats int) *vtes.Game {
	t.Helper()
	b := gameDecks
	decks := make([]string, seats)
	for i := range decks {
		decks[i] = b[i%len(b)]
	}
	return newGameWith(t, seed, decks)
}

// newGameWith starts a game of the named decks.
func newGameWith(t testing.TB, seed uint64, decks []string) *vtes.Game {
	t.Helper()
	g, err := vtes.NewGame(vtes.NewHeader(seed, vtes.DefaultOptions(), decks), cards.Catalog{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Close)
	return g
}

// deckSizes returns the crypt and library sizes of a built-in deck.
func deckSizes(t *testing.T, name string) (crypt, library int) {
	t.Helper()
	d, err := cards.Catalog{}.Deck(name)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range d.Crypt {
		crypt += c.Count
	}
	for _, c := range d.Library {
		library += c.Count
	}
	return crypt, library
}

// §2: each Methuselah starts with 30 pool, a shuffled library with 7
// cards drawn, a shuffled crypt with 4 vampires face down in the
// uncontrolled region, nothing in play; the Edge is in the centre.
func TestSetupOpeningPosition(t *testing.T) {
	g := newGame(t, 7, 4)
	if g.Edge != -1 {
		t.Errorf("the Edge is held by seat %d; it starts in the centre", g.Edge)
	}
	names := gameDecks
	for s := range 4 {
		m := g.Methuselah(s)
		crypt, library := deckSizes(t, names[s%len(names)])
		switch {
		case m.Pool != 30:
			t.Errorf("seat %d: %d pool, want 30", s, m.Pool)
		case len(m.Hand) != 7:
			t.Errorf("seat %d: %d cards in hand, want 7", s, len(m.Hand))
		case len(m.Uncontrolled) != 4:
			t.Errorf("seat %d: %d uncontrolled vampires, want 4", s, len(m.Uncontrolled))
		case len(m.Crypt) != crypt-4 || len(m.Library) != library-7:
			t.Errorf("seat %d: crypt %d and library %d, want %d and %d", s, len(m.Crypt), len(m.Library), crypt-4, library-7)
		case len(m.Ready)+len(m.Torpor)+len(m.InPlay)+len(m.Ash) != 0:
			t.Errorf("seat %d starts with cards in play or in the ash heap", s)
		}
		for _, id := range m.Uncontrolled {
			if c := g.Card(id); !c.IsVampire() || c.Blood != 0 {
				t.Errorf("seat %d: uncontrolled %s with %d blood", s, c.Def.Name, c.Blood)
			}
		}
	}
	invariants(t, g)
}

// §2 item 1, §14 C2: the first Methuselah is chosen at random from the
// game's seed: the same seed always picks the same seat, and over many
// seeds every seat plays first.
func TestSetupFirstPlayerIsSeededAtRandom(t *testing.T) {
	first := map[int]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		a, b := newGame(t, seed, 4), newGame(t, seed, 4)
		if a.Active != b.Active || a.Hash() != b.Hash() {
			t.Fatalf("seed %d: two games differ (first player %d and %d)", seed, a.Active, b.Active)
		}
		if a.Turn != 1 {
			t.Fatalf("seed %d: the first decision is in turn %d", seed, a.Turn)
		}
		first[a.Active]++
	}
	if len(first) != 4 {
		t.Errorf("first players over 40 seeds: %v; every seat should play first sometimes", first)
	}
}

// §3.6, §14 C40: the first Methuselah's first influence phase has 1
// transfer.
func TestSetupFirstTurnHasOneTransfer(t *testing.T) {
	g := newGame(t, 3, 4)
	for g.Pending().Kind != "vtes.influence" {
		answer(t, g, "End the")
	}
	if p := g.Pending().Prompt.String(); !strings.Contains(p, "1 transfer(s) left") {
		t.Errorf("turn 1 influence: %q, want 1 transfer", p)
	}
}

// §2: the constructor refuses what it cannot play.
func TestNewGameRefusesBadHeaders(t *testing.T) {
	ok := vtes.NewHeader(1, vtes.DefaultOptions(), []string{"nb-nosferatu", "nb-toreador"})
	for _, tc := range []struct {
		name   string
		change func(h *engine.Header)
	}{
		{"one seat", func(h *engine.Header) { h.Seats = h.Seats[:1] }},
		{"seven seats", func(h *engine.Header) {
			h.Seats = append(h.Seats, h.Seats[0], h.Seats[0], h.Seats[0], h.Seats[0], h.Seats[0])
		}},
		{"another game", func(h *engine.Header) { h.Game = "rivals" }},
		{"another rules version", func(h *engine.Header) { h.Version = "0.0" }},
		{"unknown deck", func(h *engine.Header) { h.Seats[1] = "nb-tzimisce" }},
		{"unknown rules option", func(h *engine.Header) { h.Rules = append(h.Rules, engine.Rule{Key: "house.rule", Value: "1"}) }},
	} {
		h := ok
		h.Seats = append([]string(nil), ok.Seats...)
		h.Rules = append(h.Rules[:0:0], ok.Rules...)
		tc.change(&h)
		if g, err := vtes.NewGame(h, cards.Catalog{}); err == nil {
			g.Close()
			t.Errorf("%s: accepted", tc.name)
		}
	}
}

// docs/RULES-OPTIONS.md: every option is written in the header and read
// back, each value of the legacy options included.
func TestOptionsRoundTrip(t *testing.T) {
	for _, legacy := range []bool{false, true} {
		o := vtes.DefaultOptions()
		o.ScarceCountsAll, o.InnerCircleNotUnique, o.BaronSurcharge, o.MultiTargetUndirected = legacy, legacy, legacy, legacy
		o.UnlimitedBleedModifiers, o.CallingVoteEitherSide = legacy, legacy
		got, err := vtes.ParseOptions(o.Rules())
		if err != nil || got != o {
			t.Errorf("ParseOptions(%v.Rules()) = %v, %v", o, got, err)
		}
	}
	// The mode, and the options that follow it or override it.
	for _, tournament := range []bool{false, true} {
		for _, turns := range []int{vtes.ByMode, 0, 40} {
			for _, halves := range []int{vtes.ByMode, 1, 2} {
				o := vtes.DefaultOptions()
				o.Tournament, o.TurnLimit, o.WithdrawHalves = tournament, turns, halves
				got, err := vtes.ParseOptions(o.Rules())
				if err != nil || got != o {
					t.Errorf("ParseOptions(%v.Rules()) = %v, %v", o, got, err)
				}
			}
		}
	}
}

// A header written before the mode existed names no mode, and its turn
// limit and withdrawal reward as numbers: it reads as those, so an old
// log plays as it did (docs/RULES-OPTIONS.md).
func TestOptionsWithoutMode(t *testing.T) {
	old := []engine.Rule{{Key: "turn-limit", Value: "160"}, {Key: "withdrawVP", Value: "0.5"}}
	o, err := vtes.ParseOptions(old)
	if err != nil {
		t.Fatal(err)
	}
	if o.Tournament || o.TurnLimit != 160 || o.WithdrawHalves != 1 {
		t.Errorf("old header read as tournament %v, turn limit %d, withdrawal %d half VP; want casual, 160, 1", o.Tournament, o.TurnLimit, o.WithdrawHalves)
	}
	for _, bad := range []engine.Rule{{Key: "mode", Value: "league"}, {Key: "turn-limit", Value: "-1"}, {Key: "withdrawVP", Value: "2"}} {
		if _, err := vtes.ParseOptions([]engine.Rule{bad}); err == nil {
			t.Errorf("%s=%q accepted", bad.Key, bad.Value)
		}
	}
}
