package rivalsgame_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/games"
	"kindred/rivals"
	"kindred/rivals/rivalsgame"
)

// -games sets how many seeded games the property tests play.
var nGames = flag.Int("games", 120, "seeded games per property test")

var game = rivalsgame.Game{}

func header(t testing.TB, seed uint64, seats int) engine.Header {
	t.Helper()
	decks := game.Contents()
	specs := make([]string, seats)
	for i := range specs {
		specs[i] = decks[(int(seed)+i)%len(decks)].Name
	}
	h, err := game.NewHeader(seed, nil, specs)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func players(t testing.TB, seed uint64, n int, botName string) []engine.Player {
	ps := make([]engine.Player, n)
	for i := range ps {
		p, err := game.NewBot(botName, seed*31+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		ps[i] = p
	}
	return ps
}

// TestGamesKeepInvariants plays seeded games with both bots at 2, 3 and 4
// seats, checks the invariants after every choice, and that every game
// ends with one winner.
func TestGamesKeepInvariants(t *testing.T) {
	turns, byAP := 0, 0
	for i := 0; i < *nGames; i++ {
		seed := uint64(i + 1)
		seats := 2 + i%3
		botName := rivalsgame.BotHeuristic
		if i%2 == 1 {
			botName = rivalsgame.BotRandom
		}
		g, err := rivalsgame.New(header(t, seed, seats))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("game %d start: %v", i, err)
		}
		ps := players(t, seed, seats, botName)
		for s := range ps {
			p := ps[s]
			ps[s] = engine.PlayerFunc(func(v engine.View, d *engine.Decision) (int, error) {
				o, err := p.Choose(v, d)
				return o, err
			})
		}
		for d := g.Pending(); d != nil; d = g.Pending() {
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			g.Hash() // keeps the piles' hash states, which the invariants check
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("game %d (seed %d, %d seats, %s) turn %d after %s: %v", i, seed, seats, botName, g.Turn, d.Kind, err)
			}
		}
		r := g.Result()
		if len(r.Winners) != 1 || len(r.Scores) != seats {
			t.Fatalf("game %d: result %+v", i, r)
		}
		turns += g.Turn
		if r.Reason.Msg.Key() != "rivals.win-limit" {
			byAP++
		}
	}
	t.Logf("%d games, %.1f turns a game, %d ended by the rules (not the turn limit)", *nGames, float64(turns)/float64(*nGames), byAP)
}

// TestReplayReproducesGames records games through an engine.Table, writes
// and reads back the log, and replays it: every hash matches, and the same
// seed and choices give the same log bytes.
func TestReplayReproducesGames(t *testing.T) {
	for i := 0; i < *nGames/10+1; i++ {
		seed := uint64(1000 + i)
		h := header(t, seed, 2+i%3)
		play := func() []byte {
			tb, err := engine.NewTable(game.NewGame, h)
			if err != nil {
				t.Fatal(err)
			}
			if err := engine.Run(tb, players(t, seed, len(h.Seats), rivalsgame.BotHeuristic), engine.RunOptions{MaxChoices: 200000}); err != nil {
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
		g, err := engine.Verify(game.NewGame, l, len(l.Choices))
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if g.Pending() != nil {
			t.Fatalf("seed %d: the replayed game is not over", seed)
		}
		// Replaying to the middle gives a game that goes on.
		mid, err := engine.Replay(game.NewGame, l, len(l.Choices)/2)
		if err != nil {
			t.Fatal(err)
		}
		if mid.Pending() == nil {
			t.Fatalf("seed %d: replayed halfway, the game is over", seed)
		}
		games.Close(mid)
	}
}

// TestLogRefusesChangedChoice: a log whose choice is changed does not
// replay (the hashes, spec: the log is the game).
func TestLogRefusesChangedChoice(t *testing.T) {
	h := header(t, 77, 3)
	tb, err := engine.NewTable(game.NewGame, h)
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.Run(tb, players(t, 77, 3, rivalsgame.BotHeuristic), engine.RunOptions{MaxChoices: 200}); err == nil {
		t.Fatal("the game ended within 200 choices")
	}
	l := *tb.Log()
	l.Choices = append([]engine.Choice(nil), l.Choices...)
	changed := false
	for i := range l.Choices {
		if l.Choices[i].Kind == "rivals.action" && l.Choices[i].Option > 0 {
			l.Choices[i].Option--
			changed = true
			break
		}
	}
	if !changed {
		t.Fatal("no action choice to change")
	}
	if _, err := engine.Replay(game.NewGame, &l, len(l.Choices)); err == nil {
		t.Error("a changed log replayed")
	}
	games.Close(tb.Game())
}

// TestViewsHideOtherSeatsCards checks at every fifth decision of many
// games that no seat's view (its JSON, its text) and no log line written
// since the last check names a card only hidden zones hold (another
// seat's hand or face-down card, any Library or Faction deck), and that
// the deciding seat's labels name none of its hidden cards.
func TestViewsHideOtherSeatsCards(t *testing.T) {
	for i := 0; i < *nGames/4+1; i++ {
		seed := uint64(5000 + i)
		seats := 2 + i%3
		h := header(t, seed, seats)
		g, err := rivalsgame.New(h)
		if err != nil {
			t.Fatal(err)
		}
		ps := players(t, seed, seats, rivalsgame.BotHeuristic)
		checked, logged := 0, 0
		for d := g.Pending(); d != nil; d = g.Pending() {
			if checked%5 == 0 {
				var news []engine.Text
				for i := logged; i < g.EventCount(); i++ {
					e, _ := g.Event(i)
					news = append(news, e)
				}
				for s := range seats {
					checkView(t, g, s, d, news)
				}
				checkView(t, g, engine.Spectator, d, news)
				logged = g.EventCount()
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
// a hidden one (Dumpster Dive takes a card from the discard pile into the
// hand): everyone saw it, so naming it, there or in the lines before that
// saw it in public, leaks nothing.
var publicMoves = map[string]bool{"rivals.to-hand": true}

func checkView(t *testing.T, g *rivals.Game, seat int, d *engine.Decision, news []engine.Text) {
	t.Helper()
	hidden := game.HiddenFrom(g, seat)
	if len(hidden) == 0 {
		return
	}
	j, err := game.ViewJSON(g, seat, engine.English)
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	text.Write(j)
	text.Write(g.View(seat).AppendText(nil, engine.English))
	seen := map[string]bool{} // named going from a public zone to a hidden one
	for _, e := range news {
		line := e.Render(engine.English)
		if publicMoves[e.Msg.Key()] {
			for _, name := range hidden {
				if containsName(line, name) {
					seen[name] = true
				}
			}
			continue
		}
		text.WriteString("\n" + line)
	}
	if d.Seat == seat {
		for i := range d.Options {
			text.WriteString("\n" + d.Label(i).Render(engine.English))
		}
	}
	s := text.String()
	for _, name := range hidden {
		if !seen[name] && containsName(s, name) {
			t.Fatalf("seat %d sees hidden card %q in:\n%s", seat, name, s)
		}
	}
	var v map[string]any
	if err := json.Unmarshal(j, &v); err != nil {
		t.Fatal(err)
	}
}

// containsName reports whether s names name as a whole name (not inside a
// longer word).
func containsName(s, name string) bool {
	for i := strings.Index(s, name); i >= 0; {
		end := i + len(name)
		before := i == 0 || !isWordByte(s[i-1])
		after := end == len(s) || !isWordByte(s[end])
		if before && after {
			return true
		}
		j := strings.Index(s[i+1:], name)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// TestPluginContract: the plug-in's own promises: headers refuse bad
// seats, contents and options; a bad answer changes nothing.
func TestPluginContract(t *testing.T) {
	if _, err := game.NewHeader(1, nil, []string{"rivals-core-brujah"}); err == nil {
		t.Error("a one-seat header")
	}
	if _, err := game.NewHeader(1, nil, []string{"rivals-core-brujah", "nb-malkavian"}); err == nil || !strings.Contains(err.Error(), "seat 2") {
		t.Errorf("unknown deck: %v", err)
	}
	if _, err := game.NewHeader(1, map[string]string{"sad-copies": "9"}, []string{"rivals-core-brujah", "rivals-core-ventrue"}); err == nil {
		t.Error("sad-copies=9 accepted")
	}
	g, err := game.NewGame(header(t, 3, 2))
	if err != nil {
		t.Fatal(err)
	}
	defer games.Close(g)
	before := g.Hash()
	if err := g.Apply(len(g.Pending().Options)); err == nil || g.Hash() != before {
		t.Errorf("an out-of-range answer: %v, hash changed %v", err, g.Hash() != before)
	}
	if _, _, err := game.ReadContent("deck.txt", []byte("3 Hydra")); err == nil || !strings.Contains(err.Error(), "deck.txt") {
		t.Errorf("a 3-Hydra deck list: %v", err)
	}
	if st := game.Status(g); st.Turn != 1 || st.Phase != "action" {
		t.Errorf("status %+v", st)
	}
	if game.EventCount(g) == 0 {
		t.Error("no events after setup")
	}
	for _, l := range engine.Langs {
		if game.Title().Render(l) == "" {
			t.Errorf("no title in %s", l)
		}
	}
}

// TestUserDeck: a deck list read by ReadContent makes a header and a game
// that plays to its end.
func TestUserDeck(t *testing.T) {
	var b strings.Builder
	b.WriteString("Name: Night Court\n")
	for _, v := range []string{"Hydra", "Brother", "Skunk", "Sweetums", "Beretta", "The Cossack", "Flick"} {
		b.WriteString("1 " + v + "\n")
	}
	for _, c := range []string{"Throat Rip", "Baseball Bat", ".38 Special", "Molotov Cocktail", "Drive-By", "Sucker Punch",
		"Terrorize", "Humiliate", "Fleetness", "Slap in the Face", "Free Money", "Mercy", "Herald"} {
		b.WriteString("3 " + c + "\n")
	}
	b.WriteString("1 Primogen\nHaven: House of Pain\nAgenda: Turf War\n")
	spec, name, err := game.ReadContent("court.txt", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if name != "Night Court" {
		t.Errorf("name %q", name)
	}
	h, err := game.NewHeader(9, nil, []string{spec, "rivals-core-toreador"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.NewGame(h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.Playout(g, players(t, 9, 2, rivalsgame.BotHeuristic), 100000); err != nil || g.Pending() != nil {
		t.Fatalf("%v", err)
	}
}
