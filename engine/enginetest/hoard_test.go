package enginetest

import (
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kindred/engine"
)

func newGame(t testing.TB, h engine.Header) *Game {
	t.Helper()
	g, err := New(h)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*Game)
}

func TestNewRefusesBadHeaders(t *testing.T) {
	rules := func(kv ...string) engine.Header {
		h := Header(2, 1)
		for i := 0; i < len(kv); i += 2 {
			h.Rules = append(h.Rules, engine.Rule{Key: kv[i], Value: kv[i+1]})
		}
		return h
	}
	tests := []struct {
		name string
		h    engine.Header
		want string
	}{
		{"other game", engine.Header{Game: "vtes", Version: Version, Seats: []string{"a", "b"}}, "cannot play vtes"},
		{"other version", engine.Header{Game: Name, Version: "2", Seats: []string{"a", "b"}}, "version \"2\""},
		{"one seat", Header(1, 1), "1 seats"},
		{"five seats", Header(5, 1), "5 seats"},
		{"unknown option", rules("speed", "3"), "unknown rules option \"speed\""},
		{"not a number", rules("hand", "three"), "not a number"},
		{"hand too big", rules("hand", "7"), "out of range"},
		{"target zero", rules("target", "0"), "out of range"},
	}
	for _, tt := range tests {
		_, err := New(tt.h)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
	g := newGame(t, rules("hand", "6", "target", "40"))
	if g.hand0 != 6 || g.target != 40 || len(g.hands[1]) != 6 || len(g.deck) != deckSize-12 {
		t.Errorf("rules options not applied: hand %d target %d", g.hand0, g.target)
	}
}

// The first decision of a fixed game, pinned like a perft count: any change
// in the legal options shows here.
func TestOpeningDecision(t *testing.T) {
	g := newGame(t, Header(2, 1))
	d := g.Pending()
	if d.Seat != 0 || d.Kind != KindTurn {
		t.Fatalf("first decision: seat %d %s", d.Seat, d.Kind)
	}
	var labels []string
	for i := range d.Options {
		labels = append(labels, d.Label(i).String())
	}
	want := []string{
		"Play " + CardName(int(g.hands[0][0])) + " (value " + strconv.Itoa(value(g.hands[0][0])) + ")",
		"Play " + CardName(int(g.hands[0][1])) + " (value " + strconv.Itoa(value(g.hands[0][1])) + ")",
		"Play " + CardName(int(g.hands[0][2])) + " (value " + strconv.Itoa(value(g.hands[0][2])) + ")",
		"Hide " + CardName(int(g.hands[0][0])) + " face down",
		"Hide " + CardName(int(g.hands[0][1])) + " face down",
		"Hide " + CardName(int(g.hands[0][2])) + " face down",
		"Draw a card",
		"Pass",
	}
	if !slices.Equal(labels, want) {
		t.Errorf("options\n%q\nwant\n%q", labels, want)
	}
	if got := d.Label(6).Render(engine.French); got != "Piocher une carte" {
		t.Errorf("French label %q", got)
	}
	if got := d.Prompt.Render(engine.French); got != "Siège 0, à vous de jouer" {
		t.Errorf("French prompt %q", got)
	}
	// The deal is pinned too: it depends only on engine.Rand.
	if got := []uint8{g.hands[0][0], g.hands[0][1], g.hands[0][2], g.hands[1][0]}; !slices.Equal(got, []uint8{21, 16, 18, 15}) {
		t.Errorf("deal for seed 1 = %v", got)
	}
}

// set gives a game chosen hands and points, with seat 0 to play.
func set(g *Game, hands [][]uint8, points []int) {
	for s := range g.hands {
		g.hands[s] = append(g.hands[s][:0], hands[s]...)
		g.points[s] = points[s]
	}
	g.turn, g.phase = 0, phaseTurn
	g.build()
}

// pick answers the option labelled label.
func pick(t *testing.T, g *Game, label string) {
	t.Helper()
	d := g.Pending()
	for i := range d.Options {
		if d.Label(i).String() == label {
			if err := g.Apply(i); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("seat %d %s has no option %q", d.Seat, d.Kind, label)
}

func TestBlock(t *testing.T) {
	g := newGame(t, Header(3, 1))
	set(g, [][]uint8{{27, 0}, {28, 3, 21}, {29}}, []int{0, 0, 0})
	pick(t, g, "Play c27 (value 10)")
	d := g.Pending()
	if d.Seat != 1 || d.Kind != KindBlock || len(d.Options) != 2 {
		t.Fatalf("after a 10: seat %d %s with %d options, want seat 1 to block with c28 or not", d.Seat, d.Kind, len(d.Options))
	}
	if got := d.Prompt.String(); got != "Seat 0 plays c27 (value 10): block it?" {
		t.Errorf("prompt %q", got)
	}
	pick(t, g, "Block with c28 (value 10)")
	if g.points[0] != 0 || !slices.Equal(g.discard[len(g.discard)-2:], []uint8{27, 28}) || g.Pending().Seat != 1 {
		t.Errorf("after the block: points %v, discard %v, seat %d to play", g.points, g.discard, g.Pending().Seat)
	}
	// A card nobody next can match is not blocked, and a low card never is.
	set(g, [][]uint8{{27, 22}, {3}, {29}}, []int{0, 0, 0})
	pick(t, g, "Play c22 (value 8)")
	if g.points[0] != 8 || g.Pending().Kind != KindTurn || g.Pending().Seat != 1 {
		t.Errorf("unblockable play: points %d, then %s for seat %d", g.points[0], g.Pending().Kind, g.Pending().Seat)
	}
}

func TestDiscardAboveHandLimit(t *testing.T) {
	g := newGame(t, Header(2, 1))
	set(g, [][]uint8{{0, 1, 2, 3, 4}, {5}}, []int{0, 0})
	top := g.deck[len(g.deck)-1]
	pick(t, g, "Draw a card")
	d := g.Pending()
	if d.Seat != 0 || d.Kind != KindDiscard || len(d.Options) != 6 {
		t.Fatalf("after drawing a 6th card: seat %d %s with %d options", d.Seat, d.Kind, len(d.Options))
	}
	pick(t, g, "Discard "+CardName(int(top))+" (value "+strconv.Itoa(value(top))+")")
	if len(g.hands[0]) != 5 || g.discard[len(g.discard)-1] != top || g.Pending().Seat != 1 {
		t.Errorf("after the discard: hand %v, discard %v", g.hands[0], g.discard)
	}
}

func TestSteal(t *testing.T) {
	g := newGame(t, Header(2, 1))
	set(g, [][]uint8{{0}, {5, 9}}, []int{1, 0})
	if hasLabel(g, "Steal a random card from seat 1 (costs 2 points)") {
		t.Error("steal offered with 1 point")
	}
	set(g, [][]uint8{{0}, {5, 9}}, []int{3, 0})
	pick(t, g, "Steal a random card from seat 1 (costs 2 points)")
	if g.points[0] != 1 || len(g.hands[0]) != 2 || len(g.hands[1]) != 1 {
		t.Fatalf("after the steal: points %d, hands %v", g.points[0], g.hands)
	}
	if stolen := g.hands[0][1]; stolen != 5 && stolen != 9 || g.hands[1][0] == stolen {
		t.Errorf("stole %d, seat 1 kept %v", stolen, g.hands[1])
	}
}

func hasLabel(g *Game, label string) bool {
	d := g.Pending()
	for i := range d.Options {
		if d.Label(i).String() == label {
			return true
		}
	}
	return false
}

func TestGameEnds(t *testing.T) {
	// Target reached.
	g := newGame(t, Header(2, 1))
	set(g, [][]uint8{{27}, {0}}, []int{20, 0})
	pick(t, g, "Play c27 (value 10)")
	if g.Pending() != nil {
		t.Fatal("30 points did not end the game")
	}
	r := g.Result()
	if !slices.Equal(r.Winners, []int{0}) || r.Scores[0] != 30 || r.Reason.String() != "Seat 0 reached 30 points" {
		t.Errorf("result %+v (%s)", r, r.Reason)
	}
	// Stubborn players end too: whatever they always pick, the game is over
	// within a bounded number of choices.
	for _, pickOpt := range []func(n int) int{
		func(n int) int { return 0 },
		func(n int) int { return n - 1 },
		func(n int) int { return n / 2 },
	} {
		p := engine.PlayerFunc(func(_ engine.View, d *engine.Decision) (int, error) { return pickOpt(len(d.Options)), nil })
		for seats := 2; seats <= 4; seats++ {
			g := newGame(t, Header(seats, uint64(seats)))
			if _, err := engine.Playout(g, slices.Repeat([]engine.Player{p}, seats), 1000); err != nil {
				t.Fatalf("%d seats: %v", seats, err)
			}
		}
	}
}

// Vault cards count at the end; ties share the win.
func TestResultCountsVaults(t *testing.T) {
	g := newGame(t, Header(3, 1))
	g.points = []int{4, 6, 6}
	g.vaults[0] = append(g.vaults[0], 5) // worth 2
	g.phase = phaseOver
	r := g.Result()
	if !slices.Equal(r.Scores, []float64{6, 6, 6}) || !slices.Equal(r.Winners, []int{0, 1, 2}) {
		t.Errorf("result %+v", r)
	}
	if r.Reason.Render(engine.French) != "La pioche est vide et tous les sièges ont passé" {
		t.Errorf("reason %q", r.Reason.Render(engine.French))
	}
}

var cardToken = regexp.MustCompile(`\bc([0-9]+)\b`)

// cardsIn returns the cards named in text.
func cardsIn(text []byte) []uint8 {
	var cs []uint8
	for _, m := range cardToken.FindAllSubmatch(text, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		cs = append(cs, uint8(n))
	}
	return cs
}

// Over hundreds of random games, at every decision, no view and no decision
// shows a seat a card it may not see.
func TestViewsHideHiddenCards(t *testing.T) {
	games := 300
	if testing.Short() || raceEnabled {
		games = 50
	}
	var buf []byte
	for seed := range uint64(games) {
		seats := 2 + int(seed%3)
		g := newGame(t, Header(seats, seed))
		rng := engine.NewRand(seed)
		for steps := 0; g.Pending() != nil; steps++ {
			d := g.Pending()
			for seat := engine.Spectator; seat < seats; seat++ {
				visible := slices.Clone(g.discard)
				if seat >= 0 {
					visible = append(visible, g.hands[seat]...)
					visible = append(visible, g.vaults[seat]...)
				}
				v := g.View(seat).(*View)
				if v.Seat() != seat {
					t.Fatalf("View(%d).Seat() = %d", seat, v.Seat())
				}
				for _, lang := range engine.Langs {
					buf = v.AppendText(buf[:0], lang)
					shown := cardsIn(buf)
					for _, c := range shown {
						if !slices.Contains(visible, c) {
							t.Fatalf("seed %d step %d: the %s view of seat %d shows hidden card c%d:\n%s", seed, steps, lang, seat, c, buf)
						}
					}
					for _, c := range visible {
						if !slices.Contains(shown, c) {
							t.Fatalf("seed %d step %d: the view of seat %d does not show its card c%d:\n%s", seed, steps, seat, c, buf)
						}
					}
				}
				if seat >= 0 && (!slices.Equal(v.Hand(), ints(g.hands[seat])) || !slices.Equal(v.Vault(), ints(g.vaults[seat]))) {
					t.Fatalf("seed %d: View(%d) hand %v vault %v", seed, seat, v.Hand(), v.Vault())
				}
				if seat < 0 && (v.Hand() != nil || v.Vault() != nil) {
					t.Fatalf("seed %d: the spectator view has a hand", seed)
				}
			}
			// The decision is shown only to its seat: it may name that seat's
			// cards and public ones, nothing else.
			mine := slices.Concat(g.discard, g.hands[d.Seat], g.vaults[d.Seat])
			buf = d.Prompt.Append(buf[:0], engine.English)
			for i := range d.Options {
				buf = append(buf, '\n')
				buf = d.Label(i).Append(buf, engine.English)
			}
			for _, c := range cardsIn(buf) {
				if !slices.Contains(mine, c) {
					t.Fatalf("seed %d step %d: the decision of seat %d names hidden card c%d:\n%s", seed, steps, d.Seat, c, buf)
				}
			}
			if err := g.Apply(rng.Intn(len(d.Options))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func ints(cs []uint8) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = int(c)
	}
	return out
}

// FuzzApply feeds arbitrary answers, from any seat, to a table. A refused
// answer must change nothing; an accepted one must be logged; the log must
// replay to the same state.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(2), []byte{0, 0, 1, 1, 2, 2, 3, 3})
	f.Add(uint64(7), uint8(3), []byte{255, 255, 0, 200, 100, 7, 250, 3, 9, 9, 9, 9})
	f.Add(uint64(0), uint8(4), []byte("the quick brown fox jumps over the lazy dog"))
	f.Fuzz(func(t *testing.T, seed uint64, seats uint8, answers []byte) {
		tb, err := engine.NewTable(New, Header(2+int(seats%3), seed))
		if err != nil {
			t.Fatal(err)
		}
		g := tb.Game()
		for i := 0; i+1 < len(answers); i += 2 {
			// The decision belongs to the game: note it before answering.
			d := g.Pending()
			over, dSeat, dLen := d == nil, engine.Spectator, 0
			seat, option := engine.Spectator, int(answers[i+1])-2
			if !over {
				dSeat, dLen = d.Seat, len(d.Options)
				seat = dSeat
				option = int(answers[i+1])%(dLen+3) - 1
			}
			if answers[i] >= 200 {
				seat = int(answers[i]%7) - 1
			}
			before, n := g.Hash(), tb.Len()
			// The game itself refuses options out of range.
			bad := dLen + int(answers[i+1])
			if answers[i]%2 == 1 {
				bad = -1 - int(answers[i+1])
			}
			if err := g.Apply(bad); err == nil || g.Hash() != before {
				t.Fatalf("Apply(%d) with %d options: error %v, state changed %v", bad, dLen, err, g.Hash() != before)
			}
			err := tb.Answer(seat, option)
			if err != nil {
				if !errors.Is(err, engine.ErrWrongSeat) && !errors.Is(err, engine.ErrOutOfRange) && !errors.Is(err, engine.ErrGameOver) {
					t.Fatalf("answer (%d, %d) refused with an unexpected error: %v", seat, option, err)
				}
				if g.Hash() != before || tb.Len() != n {
					t.Fatalf("refused answer (%d, %d) changed the game", seat, option)
				}
				continue
			}
			if over || seat != dSeat || option < 0 || option >= dLen {
				t.Fatalf("answer (%d, %d) accepted", seat, option)
			}
			if tb.Len() != n+1 || tb.Log().Choices[n].Hash != g.Hash() {
				t.Fatal("accepted answer not logged")
			}
		}
		data, err := tb.Log().MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		l, err := engine.ParseLog(data)
		if err != nil {
			t.Fatal(err)
		}
		r, err := engine.Replay(New, l, len(l.Choices))
		if err != nil {
			t.Fatal(err)
		}
		if r.Hash() != g.Hash() {
			t.Fatal("the replayed game differs")
		}
	})
}
