package vtesbot_test

import (
	"bytes"
	"flag"
	"strings"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// -games sets how many seeded games the property tests play; the default
// keeps the suite fast, long runs are opt-in (docs/TESTING.md).
var games = flag.Int("games", 200, "seeded games per property test")

func newGame(h engine.Header) (engine.Game, error) { return vtes.NewGame(h, cards.Catalog{}) }

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

// players seats heuristic bots, or random ones when random is set.
func players(seed uint64, n int, random bool) []engine.Player {
	ps := make([]engine.Player, n)
	for i := range ps {
		if random {
			ps[i] = bot.NewRandom(seed*31 + uint64(i))
		} else {
			ps[i] = vtesbot.New(seed*31 + uint64(i))
		}
	}
	return ps
}

// TestGamesKeepInvariants plays seeded games with both bots at 2 to 6
// seats and checks the invariants after every choice (issue 3).
func TestGamesKeepInvariants(t *testing.T) {
	for i := 0; i < *games; i++ {
		seed := uint64(i + 1)
		seats := 2 + i%5
		h := vtes.NewHeader(seed, vtes.DefaultOptions(), decks(seed, seats))
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		ps := players(seed, seats, i%2 == 1)
		for s := range ps {
			p := ps[s]
			ps[s] = engine.PlayerFunc(func(v engine.View, d *engine.Decision) (int, error) {
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("game %d (seed %d, %d seats) turn %d: %v", i, seed, seats, g.Turn, err)
				}
				return p.Choose(v, d)
			})
		}
		if _, err := engine.Playout(g, ps, 100000); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("game %d end: %v", i, err)
		}
		if g.Pending() != nil {
			t.Fatalf("game %d did not end", i)
		}
	}
}

// TestReplayReproducesGames records games through an engine.Table, writes
// and reads back the log, and replays it: every hash matches, and the same
// seed and choices give the same log bytes (DESIGN.md: the log is the game).
func TestReplayReproducesGames(t *testing.T) {
	for i := 0; i < *games/10+1; i++ {
		seed := uint64(1000 + i)
		h := vtes.NewHeader(seed, vtes.DefaultOptions(), decks(seed, 4))
		play := func() []byte {
			tb, err := engine.NewTable(newGame, h)
			if err != nil {
				t.Fatal(err)
			}
			if err := engine.Run(tb, players(seed, 4, false), engine.RunOptions{MaxChoices: 100000}); err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if _, err := tb.Log().WriteTo(&b); err != nil {
				t.Fatal(err)
			}
			return b.Bytes()
		}
		first, second := play(), play()
		if !bytes.Equal(first, second) {
			t.Fatalf("seed %d: two runs wrote different logs", seed)
		}
		l, err := engine.ParseLog(first)
		if err != nil {
			t.Fatal(err)
		}
		g, err := engine.Replay(newGame, l, len(l.Choices))
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if g.Pending() != nil {
			t.Fatalf("seed %d: the replayed game is not over", seed)
		}
	}
}

// TestViewsHideOtherSeatsCards checks, at every seventh decision of many
// games, that no seat's view shows another seat's hand, library, crypt or
// uncontrolled cards: neither in the cards it exposes nor in its text, nor
// in the public log lines written since, nor in the labels of the deciding
// seat's options (rules/vtes.md §13.6).
func TestViewsHideOtherSeatsCards(t *testing.T) {
	for i := 0; i < *games/4+1; i++ {
		seed := uint64(5000 + i)
		h := vtes.NewHeader(seed, vtes.DefaultOptions(), decks(seed, 4))
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		ps := players(seed, 4, false)
		checked, logged := 0, 0
		for d := g.Pending(); d != nil; d = g.Pending() {
			if checked%7 == 0 {
				for s := 0; s < 4; s++ {
					checkView(t, g, s, d, g.Log()[logged:])
				}
				logged = len(g.Log())
			}
			checked++
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// publicMoves are log lines that name a card going from a public zone to
// a hidden one: everyone saw it (Garibaldi-Meucci Museum takes a card from
// the ash heap into the hand; Telepathic Vote Counting returns the
// political action card played to its owner's hand; Banishment sends a
// vampire back to the uncontrolled region), so naming it, there or in the
// lines before that saw it in play, leaks nothing.
var publicMoves = map[string]bool{"vtes.exchanges": true, "vtes.returns-to-hand": true, "vtes.to-uncontrolled": true}

func checkView(t *testing.T, g *vtes.Game, seat int, d *engine.Decision, news []vtes.LogEntry) {
	t.Helper()
	hidden := map[vtes.CardID]bool{}
	for o := 0; o < g.Seats(); o++ {
		if o == seat {
			continue
		}
		m := g.Methuselah(o)
		for _, l := range [][]vtes.CardID{m.Hand, m.Library, m.Crypt, m.Uncontrolled} {
			for _, id := range l {
				hidden[id] = true
			}
		}
	}
	own := g.Methuselah(seat)
	for _, l := range [][]vtes.CardID{own.Library, own.Crypt} {
		for _, id := range l {
			hidden[id] = true
		}
	}
	v := g.SeatView(seat)
	public := map[string]bool{}
	for _, id := range v.VisibleIDs() {
		if hidden[id] {
			t.Fatalf("seat %d's view shows hidden card %s (%d)", seat+1, g.Card(id).Def.Name, id)
		}
		public[g.Card(id).Def.Name] = true
	}
	text := string(v.AppendText(nil, engine.English))
	for _, e := range news {
		line := e.Text.Render(engine.English)
		if publicMoves[e.Text.Msg.Key()] {
			for id := range hidden {
				if name := g.Card(id).Def.Name; strings.Contains(line, name) {
					public[name] = true // seen going to the hand
				}
			}
			continue
		}
		text += "\n" + line // the public log
	}
	// Names are matched whole: a hidden Misdirection is not named by a
	// visible Telepathic Misdirection.
	names := map[string]bool{}
	for _, l := range [][]vtes.CardID{v.VisibleIDs(), own.Hand, own.Uncontrolled} {
		for _, id := range l {
			names[g.Card(id).Def.Name] = true
		}
	}
	checkNames(t, g, seat, hidden, public, names, text)
	if d.Seat != seat {
		return
	}
	// The deciding seat's options may name its own library and crypt: a
	// search shows the searcher what it searches (Magic of the Smith).
	options := ""
	for i := range d.Options {
		options += "\n" + d.Label(i).Render(engine.English)
	}
	for _, l := range [][]vtes.CardID{own.Library, own.Crypt} {
		for _, id := range l {
			delete(hidden, id)
		}
	}
	checkNames(t, g, seat, hidden, public, names, options)
}

// checkNames fails if text names a card only hidden cards bear. A
// Discipline master card bears its Discipline's name, which labels and
// log lines name as a Discipline ("discard a card requiring Dominate"):
// those are not looked for.
func checkNames(t *testing.T, g *vtes.Game, seat int, hidden map[vtes.CardID]bool, public, names map[string]bool, text string) {
	t.Helper()
	for id := range hidden {
		name := g.Card(id).Def.Name
		if public[name] || g.Card(id).Def.Discipline != vtes.NoDisc {
			continue
		}
		rest := text
		for longer := range names {
			if longer != name && strings.Contains(longer, name) {
				rest = strings.ReplaceAll(rest, longer, "")
			}
		}
		if strings.Contains(rest, name) {
			t.Fatalf("seat %d's view or options name %s, which only hidden cards bear:\n%s", seat+1, name, text)
		}
	}
}
