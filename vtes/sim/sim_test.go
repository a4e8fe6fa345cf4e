package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

func run(t *testing.T, o Options) (*Stats, error) {
	t.Helper()
	r, err := NewRunner(o)
	if err != nil {
		t.Fatal(err)
	}
	return r.Run()
}

// withoutSpeed returns the part of the statistics that must not vary.
func withoutSpeed(st *Stats) Stats {
	c := *st
	c.Speed = Speed{}
	return c
}

func TestRunIsDeterministic(t *testing.T) {
	base := Options{Games: 24, Seed: 7}
	first, err := run(t, base)
	if err != nil {
		t.Fatal(err)
	}
	if first.Games != 24 || first.Choices == 0 || len(first.Decks) != len(cards.Builtins()) || len(first.BySeat) != 4 {
		t.Fatalf("unexpected stats: %+v", first)
	}
	variants := map[string]Options{
		"same options":   base,
		"two workers":    {Games: 24, Seed: 7, Workers: 2},
		"through tables": {Games: 24, Seed: 7, Logged: true},
		"unchecked":      {Games: 24, Seed: 7, NoCheck: true},
	}
	for name, o := range variants {
		st, err := run(t, o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		a, b := withoutSpeed(first), withoutSpeed(st)
		a.Logged, a.Checked, b.Logged, b.Checked = false, false, false, false
		if !equalStats(a, b) {
			t.Errorf("%s: stats differ:\n%+v\n%+v", name, a, b)
		}
	}
	other, err := run(t, Options{Games: 24, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	if equalStats(withoutSpeed(first), withoutSpeed(other)) {
		t.Error("seeds 7 and 8 give the same statistics")
	}
}

func equalStats(a, b Stats) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

func TestStatsAddUp(t *testing.T) {
	st, err := run(t, Options{Games: 30, Seed: 3, Seats: 5, Bot: Random})
	if err != nil {
		t.Fatal(err)
	}
	seatGames, deckGames, wins, endings := 0, 0, 0, 0
	var vp, seatVP float64
	for _, d := range st.Decks {
		deckGames += d.Games
		vp += d.VP
		wins += d.Wins
	}
	for _, s := range st.BySeat {
		seatGames += s.Played
		seatVP += s.VP
	}
	for _, e := range st.Endings {
		endings += e.Games
		if e.Reason == "" || !strings.HasPrefix(e.Key, "vtes.") {
			t.Errorf("ending %+v", e)
		}
	}
	if deckGames != 30*5 || seatGames != 30*5 || endings != 30 {
		t.Errorf("deck seats %d, seat games %d, endings %d; want 150, 150, 30", deckGames, seatGames, endings)
	}
	if vp != seatVP || wins+st.NoWinner != 30 {
		t.Errorf("VP by deck %v, by seat %v; wins %d + no winner %d != 30", vp, seatVP, wins, st.NoWinner)
	}
	// Every game hands out 1 VP per oust and 1 more to the last standing,
	// or 0.5 to each survivor at the time limit.
	if vp < 30*2 || vp > 30*5 {
		t.Errorf("%v VP over 30 five-seat games", vp)
	}
}

func TestDecksRotate(t *testing.T) {
	r, err := NewRunner(Options{Games: 3, Seats: 3, Decks: []string{"nb-nosferatu", "nb-toreador"}})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"nb-nosferatu", "nb-toreador", "nb-nosferatu"},
		{"nb-toreador", "nb-nosferatu", "nb-nosferatu"},
		{"nb-nosferatu", "nb-nosferatu", "nb-toreador"},
	}
	for i, w := range want {
		h := r.Header(i)
		if !slices.Equal(h.Seats, w) {
			t.Errorf("game %d seats %v, want %v", i, h.Seats, w)
		}
		if h.Seed != GameSeed(0, i) {
			t.Errorf("game %d seed %d, want %d", i, h.Seed, GameSeed(0, i))
		}
	}
	if GameSeed(1, 0) == GameSeed(1, 1) || GameSeed(1, 1) == GameSeed(2, 0) {
		t.Error("game seeds collide")
	}
}

func TestBadOptions(t *testing.T) {
	for _, tc := range []struct {
		o    Options
		want string
	}{
		{Options{}, "at least 1"},
		{Options{Games: 1, Seats: 7}, "2 to 6"},
		{Options{Games: 1, Bot: "clever"}, `unknown bot "clever"`},
		{Options{Games: 1, Decks: []string{"nb-tzimisce"}}, `unknown deck "nb-tzimisce"`},
		{Options{Games: 1, Decks: []string{"deck:X:1*2"}}, "not implement"},
	} {
		if _, err := NewRunner(tc.o); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want it to say %q", tc.o, err, tc.want)
		}
	}
}

// failOnTurn4 is a check that fails at the first decision of turn 4.
func failOnTurn4(g *vtes.Game) error {
	if g.Turn == 4 {
		return errors.New("turn 4 reached")
	}
	return nil
}

func TestInvariantFailureIsLoggedAndReplays(t *testing.T) {
	for _, logged := range []bool{false, true} {
		st, err := run(t, Options{Games: 5, Seed: 11, Check: failOnTurn4, Logged: logged})
		var f *Failure
		if !errors.As(err, &f) {
			t.Fatalf("logged %v: error %v, want a *Failure", logged, err)
		}
		if !errors.Is(err, ErrInvariant) || f.Game != 0 || f.Turn != 4 || f.Note != "" || st.Games != 0 {
			t.Fatalf("logged %v: failure %+v (note %q), stats games %d", logged, f, f.Note, st.Games)
		}
		if f.Log == nil || len(f.Log.Choices) != f.Choices || f.Choices == 0 {
			t.Fatalf("logged %v: log of %v choices for a failure after %d", logged, f.Log, f.Choices)
		}
		var buf bytes.Buffer
		if err := f.WriteLog(&buf); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), ErrInvariant.Error()+": turn 4 reached") {
			t.Errorf("the log does not explain the failure:\n%s", tail(buf.String()))
		}
		l, err := engine.ReadLog(&buf)
		if err != nil {
			t.Fatal(err)
		}
		g, err := engine.Replay(NewGame, l, len(l.Choices))
		if err != nil {
			t.Fatal(err)
		}
		if vg := g.(*vtes.Game); vg.Turn != 4 || failOnTurn4(vg) == nil {
			t.Errorf("the replayed game is on turn %d", vg.Turn)
		}
		g.(*vtes.Game).Close()
		if !strings.HasPrefix(f.FileName(), "kindred-sim-") || !strings.HasSuffix(f.FileName(), "-game0.log") {
			t.Errorf("file name %q", f.FileName())
		}
	}
}

func tail(s string) string { return s[max(0, len(s)-500):] }

func TestPanicIsReported(t *testing.T) {
	check := func(g *vtes.Game) error {
		if g.Turn == 3 {
			panic("boom")
		}
		return nil
	}
	_, err := run(t, Options{Games: 2, Seed: 5, Check: check})
	var f *Failure
	var re *vtes.RulesError
	if !errors.As(err, &f) || !errors.As(err, &re) || re.Value != "boom" || re.Stack == "" {
		t.Fatalf("error %v, want a Failure wrapping the RulesError", err)
	}
	if f.Log == nil || len(f.Log.Choices) != f.Choices || f.Turn != 3 {
		t.Fatalf("failure %+v", f)
	}
}

func TestChoiceLimitStopsGames(t *testing.T) {
	before := runtime.NumGoroutine()
	_, err := run(t, Options{Games: 3, MaxChoices: 40})
	var f *Failure
	if !errors.As(err, &f) || !errors.Is(err, engine.ErrChoiceLimit) {
		t.Fatalf("error %v, want the choice limit", err)
	}
	if f.Choices != 40 || len(f.Log.Choices) != 40 {
		t.Errorf("failure after %d choices, log of %d", f.Choices, len(f.Log.Choices))
	}
	// Abandoned games are closed: their rules coroutines do not leak.
	deadline := time.Now().Add(time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines before, %d after", before, n)
	}
}

func TestStatsJSONAndText(t *testing.T) {
	st, err := run(t, Options{Games: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"games", "decks", "by_seat", "choices_per_game", "turns_per_game", "endings", "speed", "invariants_checked"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON lacks %q: %s", k, b)
		}
	}
	var text bytes.Buffer
	if err := st.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"nb-nosferatu", "nb-toreador", "games ended by", "per game: ", "games/s"} {
		if !strings.Contains(text.String(), w) {
			t.Errorf("text lacks %q:\n%s", w, text.String())
		}
	}
}

// replays is the number of games TestRecordReplays records and replays
// per table size and bot (go test ./vtes/sim -replays 200 for a sweep).
var replays = flag.Int("replays", 3, "games recorded and replayed per seat count and bot by TestRecordReplays")

// TestRecordReplays records games at every table size with both bots and
// replays each (engine.Replay: no labels, the minion phase's options
// listed up to the answer, Game.Foresee): every recorded hash, taken
// while the game was played with every option listed and labelled, is
// found again, and the replayed game ends.
func TestRecordReplays(t *testing.T) {
	for seats := 2; seats <= 6; seats++ {
		for _, bot := range []string{Heuristic, Random} {
			r, err := NewRunner(Options{Games: *replays, Seed: uint64(40 + seats), Seats: seats, Bot: bot})
			if err != nil {
				t.Fatal(err)
			}
			for i := range *replays {
				l, err := r.Record(i)
				if err != nil {
					t.Fatal(err)
				}
				g, err := engine.Replay(NewGame, l, len(l.Choices))
				if err != nil || g.Pending() != nil {
					t.Fatalf("%d seats, %s bots, game %d: replay: %v (over: %v)", seats, bot, i, err, g != nil && g.Pending() == nil)
				}
				if i == 0 { // the game's own log too is the one played
					whole, err := engine.Replay(everyOption, l, len(l.Choices))
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Equal(g.(*vtes.Game).Log(), whole.(labelsEverywhere).Game.(*vtes.Game).Log()) {
						t.Fatalf("%d seats, %s bots: the replay's game log differs from the game's", seats, bot)
					}
				}
				g.(*vtes.Game).Release()
			}
		}
	}
}

// labelsEverywhere is a V:TES game hidden behind the engine.Game
// interface alone, so that Replay can neither turn its labels off
// (engine.Labeller) nor tell it the answers to come (engine.Foreseer):
// replayed so, it lists and labels every option, as when it was played.
type labelsEverywhere struct{ engine.Game }

// everyOption starts a game for Replay to replay as it was played
// (labelsEverywhere).
func everyOption(h engine.Header) (engine.Game, error) {
	g, err := NewGame(h)
	return labelsEverywhere{g}, err
}

// replayBothWays replays the first n choices of l as a replay does
// (labels only at the end, the next choice foreseen) and as a game that
// labels and lists every decision (everyOption).
func replayBothWays(t *testing.T, l *engine.Log, n int) (fast, slow engine.Game) {
	t.Helper()
	fast, err := engine.Replay(NewGame, l, n)
	if err != nil {
		t.Fatal(err)
	}
	slow, err = engine.Replay(everyOption, l, n)
	if err != nil {
		t.Fatal(err)
	}
	return fast, slow
}

// TestReplayWithoutLabelsLeavesTheLastDecisionLabelled: a replay builds
// no labels but for the decision it stops at (engine.Labeller); that
// decision's labels, and every hash, are those of a replay that labels
// every decision.
func TestReplayWithoutLabelsLeavesTheLastDecisionLabelled(t *testing.T) {
	l := recordOne(t, Options{Games: 1, Seed: 6})
	for _, n := range []int{1, 2, 57, len(l.Choices) / 2, len(l.Choices) - 1} {
		fast, slow := replayBothWays(t, l, n)
		if fast.Hash() != slow.Hash() {
			t.Fatalf("after %d choices the hashes differ", n)
		}
		fd, sd := fast.Pending(), slow.Pending()
		if len(fd.Options) != len(sd.Options) {
			t.Fatalf("after %d choices: %d options, labelled replay %d", n, len(fd.Options), len(sd.Options))
		}
		for i := range fd.Options {
			got, want := fd.Label(i).Render(engine.English), sd.Label(i).Render(engine.English)
			if got != want || got == "" {
				t.Errorf("after %d choices, option %d: label %q, labelled replay %q", n, i, got, want)
			}
		}
		fast.(*vtes.Game).Release()
		slow.(labelsEverywhere).Game.(*vtes.Game).Release()
	}
}

// TestReplayStopsAtAWholeDecisionOfEveryKind: a replay lists the options
// of a foreseen decision only up to its answer (Game.Foresee) in the
// windows, blocks, bids, master phases, strikes, minion phases, discard
// and influence phases and votes; the decision it stops at, which nothing
// foresees, is listed and labelled whole, as the replay that lists every
// option lists it.
func TestReplayStopsAtAWholeDecisionOfEveryKind(t *testing.T) {
	kinds := []string{"vtes.play", "vtes.block", "vtes.bid", "vtes.master", "vtes.strike", "vtes.action", "vtes.discard", "vtes.influence", "vtes.vote"}
	for _, o := range []Options{{Games: 1, Seed: 3}, {Games: 1, Seed: 4, Seats: 4, Bot: Random}} {
		l := recordOne(t, o)
		for _, kind := range kinds {
			found := 0
			for n := 1; n < len(l.Choices) && found < 3; n++ {
				if l.Choices[n].Kind != kind {
					continue
				}
				found++
				fast, slow := replayBothWays(t, l, n)
				fd, sd := fast.Pending(), slow.Pending()
				if fd.Kind != kind || !slices.Equal(fd.Options, sd.Options) {
					t.Fatalf("%s after %d choices: %d options, labelled replay %d", kind, n, len(fd.Options), len(sd.Options))
				}
				for i := range fd.Options {
					if got, want := fd.Label(i).Render(engine.English), sd.Label(i).Render(engine.English); got != want || got == "" {
						t.Fatalf("%s after %d choices, option %d: label %q, labelled replay %q", kind, n, i, got, want)
					}
				}
				fast.(*vtes.Game).Release()
				slow.(labelsEverywhere).Game.(*vtes.Game).Release()
			}
			if found == 0 && o.Bot == "" {
				t.Errorf("seed %d: no decision %s to stop at", o.Seed, kind)
			}
		}
	}
}

// TestReplayRefusesALogMissingADecline: a log with a declined block taken
// out, the next choice another seat's, is refused by Replay, although it
// skips the decisions the log says are not asked (Game.Foresee): the
// recorded hash covers the decision then pending, and the decline taken
// as given leaves the table elsewhere. Verify, which builds every
// decision, refuses it where the decline was asked.
func TestReplayRefusesALogMissingADecline(t *testing.T) {
	l := recordOne(t, Options{Games: 1, Seed: 9})
	cut := -1
	for i := 1; i+1 < len(l.Choices) && cut < 0; i++ {
		c, n := l.Choices[i], l.Choices[i+1]
		if c.Kind == "vtes.block" && c.Option == 0 && (n.Seat != c.Seat || n.Kind != c.Kind) {
			cut = i
		}
	}
	if cut < 0 {
		t.Fatal("the game has no declined block to take out")
	}
	short := &engine.Log{Header: l.Header, Choices: slices.Delete(slices.Clone(l.Choices), cut, cut+1)}
	if _, err := engine.Replay(NewGame, short, len(short.Choices)); !errors.Is(err, engine.ErrHashMismatch) {
		t.Errorf("Replay of the log without choice %d: %v, want a hash mismatch", cut+1, err)
	}
	if _, err := engine.Verify(NewGame, short, len(short.Choices)); !errors.Is(err, engine.ErrDiverged) {
		t.Errorf("Verify of the log without choice %d: %v, want a divergence", cut+1, err)
	}
}

// TestDeckCacheKeepsDecks: NewGame's catalog builds a deck once per
// header string, refuses a bad one every time without keeping it, and
// keeps no more than maxKeptDecks.
func TestDeckCacheKeepsDecks(t *testing.T) {
	c := &deckCache{decks: map[string]*vtes.Deck{}}
	a, err := c.Deck("nb-nosferatu")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := c.Deck("nb-nosferatu"); a != b {
		t.Error("the deck was built twice")
	}
	if _, err := c.Deck("deck:bad:1*x"); err == nil || len(c.decks) != 1 {
		t.Errorf("a bad deck: error %v, %d decks kept", err, len(c.decks))
	}
	_, cards, _ := strings.Cut(strings.TrimPrefix(vtes.EncodeDeck(a), "deck:"), ":")
	for i := range maxKeptDecks + 10 {
		spec := fmt.Sprintf("deck:copy %d:%s", i, cards)
		d, err := c.Deck(spec)
		if err != nil || d.Name != fmt.Sprintf("copy %d", i) {
			t.Fatalf("%q: %v (%v)", spec, d, err)
		}
	}
	if len(c.decks) != maxKeptDecks {
		t.Errorf("%d decks kept, want at most %d", len(c.decks), maxKeptDecks)
	}
}

// TestRerunStopsAtTheFirstBadChoice: the rules' own replay (Game.Rerun)
// applies a whole good log, and stops at a choice whose hash, seat, kind
// or option is not the game's; engine.Replay then reports that choice.
func TestRerunStopsAtTheFirstBadChoice(t *testing.T) {
	l := recordOne(t, Options{Games: 1, Seed: 12})
	rerun := func(cs []engine.Choice) int {
		g, err := NewGame(l.Header)
		if err != nil {
			t.Fatal(err)
		}
		defer g.(*vtes.Game).Release()
		return g.(*vtes.Game).Rerun(cs)
	}
	if n := rerun(l.Choices); n != len(l.Choices) {
		t.Fatalf("a good log: %d of %d choices rerun", n, len(l.Choices))
	}
	const at = 60
	for name, change := range map[string]func(c *engine.Choice){
		"hash":   func(c *engine.Choice) { c.Hash++ },
		"seat":   func(c *engine.Choice) { c.Seat = (c.Seat + 1) % 4 },
		"kind":   func(c *engine.Choice) { c.Kind = "vtes.nothing" },
		"option": func(c *engine.Choice) { c.Option = 99 },
	} {
		bad := slices.Clone(l.Choices)
		change(&bad[at])
		n := rerun(bad)
		// A wrong hash is found once choice at is applied; the others before.
		if want := map[bool]int{true: at, false: at - 1}[name == "hash"]; n != want {
			t.Errorf("%s of choice %d changed: %d choices rerun, want %d", name, at+1, n, want)
		}
		// Replay names that choice, or the one before when the change
		// made it skip the decision the choice answers (Foresee): the
		// hash after the one before then differs.
		_, err := engine.Replay(NewGame, &engine.Log{Header: l.Header, Choices: bad}, len(bad))
		names := func(num int) bool {
			return strings.Contains(err.Error(), fmt.Sprintf("choice %d ", num)) || strings.Contains(err.Error(), fmt.Sprintf("choice %d:", num))
		}
		if err == nil || !names(at+1) && !names(at) {
			t.Errorf("%s of choice %d changed: Replay says %v", name, at+1, err)
		}
	}
}

// recordedDecks are the decks recordOne's games rotate when the test names
// none: the nine New Blood decks, so that the seeds' games, which the
// tests chose for the decisions they hold, stay the same as built-in decks
// are added.
var recordedDecks = []string{"nb-malkavian", "nb-nosferatu", "nb-toreador", "nb-tremere",
	"nb-ventrue", "nb2-banu-haqim", "nb2-brujah", "nb2-gangrel", "nb2-ministry"}

// recordOne records the first game of o through a Table.
func recordOne(t testing.TB, o Options) *engine.Log {
	t.Helper()
	if o.Decks == nil {
		o.Decks = recordedDecks
	}
	r, err := NewRunner(o)
	if err != nil {
		t.Fatal(err)
	}
	l, err := r.Record(0)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
