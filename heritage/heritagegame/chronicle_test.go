package heritagegame

import (
	"reflect"
	"slices"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/heritage/chronicle"
	"kindred/heritage/demo"
	"kindred/heritage/rules"
)

// playChapter plays one chronicle game with random bots and returns its
// log.
func playChapter(t *testing.T, st *chronicle.State, clans []string, seed uint64) *engine.Log {
	t.Helper()
	h, err := New().ChronicleHeader(seed, st, clans)
	if err != nil {
		t.Fatal(err)
	}
	tab, err := engine.NewTable(newGame, h)
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRandom(seed)
	for n := 0; tab.Game().Pending() != nil; n++ {
		if n > 20000 {
			t.Fatal("a chapter of more than 20000 choices")
		}
		d := tab.Game().Pending()
		i, _ := b.Choose(nil, d)
		if err := tab.Answer(d.Seat, i); err != nil {
			t.Fatal(err)
		}
		if err := tab.Game().(*rules.Game).CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	return tab.Log()
}

// TestChronicleChain plays the demonstration chronicle's six chapters
// (two eras, §11.13) with random bots, each game's header naming the
// state before it, and checks that the state after each game, derived
// from its log alone (replayed), is the next game's state before; that
// the chronicle moves as §5 says: chapters and eras count, the booklet
// grows, the era end swaps a board and picks a score card, the last
// chapter ends the chronicle.
func TestChronicleChain(t *testing.T) {
	p, err := demo.Pack()
	if err != nil {
		t.Fatal(err)
	}
	for _, clans := range [][]string{{"cinder", "thorn"}, {"veil", "gilt", "mirror"}} {
		names := []string{"Ada", "Bo", "Cy"}[:len(clans)]
		st, err := chronicle.New(p, names)
		if err != nil {
			t.Fatal(err)
		}
		var logs []*engine.Log
		states := []*chronicle.State{st}
		for ch := 1; ch <= 6; ch++ {
			l := playChapter(t, st, clans, uint64(ch*7+len(clans)))
			logs = append(logs, l)
			next, err := After(l)
			if err != nil {
				t.Fatalf("chapter %d: %v", ch, err)
			}
			if next.Chapter != ch || len(next.Booklet) != ch {
				t.Fatalf("after chapter %d: chapter %d, %d booklet rows", ch, next.Chapter, len(next.Booklet))
			}
			titles, want := 0, len(clans)+ch // the prologue's title each, one per chapter
			for _, pl := range next.Players {
				titles += len(pl.Titles)
				if slices.Contains(pl.Titles, "Crown of the Long Night") {
					want++ // the final mission's, claimed in the last chapter (rules/finale.go)
				}
			}
			if titles != want {
				t.Errorf("after chapter %d: %d titles, want %d", ch, titles, want)
			}
			st = next
			states = append(states, st)
		}
		if !st.Over || len(st.Final) != len(clans) || len(st.Eras) != 2 || st.FinalCard != "chapter-final" {
			t.Fatalf("after six chapters: over %v, final %v, eras %d, final card %q", st.Over, st.Final, len(st.Eras), st.FinalCard)
		}
		if e := st.Eras[0]; e.Retired != "court-of-ranks" || e.Entered != "tribunal" || e.ScoreCard == "" {
			t.Errorf("era 1's end: %+v", e)
		}
		if st.Conflicts[0] != "tribunal" {
			t.Errorf("conflicts after era 1: %v", st.Conflicts)
		}
		if st.Eras[1].Retired != "" {
			t.Errorf("the last era swapped a board (§9.1 item 31): %+v", st.Eras[1])
		}
		// Replaying each log from its header alone gives the same states,
		// and each header names the previous state.
		for i, l := range logs {
			v, _ := l.Header.Rule("chronicle")
			before, err := chronicle.Decode(v)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(before, states[i]) {
				t.Errorf("chapter %d's header does not name the state before it", i+1)
			}
			again, err := After(l)
			if err != nil {
				t.Fatal(err)
			}
			if again.Encode() != states[i+1].Encode() {
				t.Errorf("chapter %d: the state derived again differs", i+1)
			}
		}
		// The chronicle's points follow §5.8 for each player.
		for s, pl := range st.Players {
			if pl.Points < len(pl.Titles) {
				t.Errorf("player %d: %d points with %d titles", s, pl.Points, len(pl.Titles))
			}
		}
	}
}

// TestChronicleRefusesUnfinished: the state after is only derived from
// a finished game.
func TestChronicleRefusesUnfinished(t *testing.T) {
	p, _ := demo.Pack()
	st, _ := chronicle.New(p, []string{"a", "b"})
	h, err := New().ChronicleHeader(3, st, []string{"cinder", "thorn"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := After(&engine.Log{Header: h}); err == nil {
		t.Error("a state after derived from a game with no choice")
	}
	h.Rules[len(h.Rules)-1].Value = `{"format":1,"pack":"other"}`
	if _, err := NewGame(h); err == nil {
		t.Error("a chronicle of another pack accepted")
	}
}

// FuzzChronicleHeader: no chronicle state in a header makes NewGame or
// the game it starts panic; a state NewGame accepts plays to its end.
func FuzzChronicleHeader(f *testing.F) {
	p, _ := demo.Pack()
	st, _ := chronicle.New(p, []string{"a", "b"})
	f.Add(st.Encode())
	st.Chapter, st.Era = 3, 2
	f.Add(st.Encode())
	f.Add(`{"format":1,"pack":"kindred-demo","chapter":0,"era":1,"conflicts":["court-of-ranks","border-riots","hunger-within"],"multipliers":{},"stickers":{},"obligations":[],"players":[{"name":"a","sheet":{},"lastRank":0},{"name":"b","sheet":{},"lastRank":0}]}`)
	f.Fuzz(func(t *testing.T, v string) {
		h, err := New().NewHeader(1, nil, []string{"cinder", "thorn"})
		if err != nil {
			t.Fatal(err)
		}
		h.Rules[len(h.Rules)-1].Value = v
		g, err := NewGame(h)
		if err != nil {
			return
		}
		defer g.Close()
		b := bot.NewRandom(1)
		for n := 0; g.Pending() != nil && n < 5000; n++ {
			d := g.Pending()
			i, _ := b.Choose(nil, d)
			if err := g.Apply(i); err != nil {
				t.Fatal(err)
			}
		}
	})
}
