package vtes_test

import (
	"os"
	"strings"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// TestPositionRoundTrip plays bot games of 2 to 6 seats and, as each
// phase begins, writes the position, reads it back into a new game and
// starts it: the new game begins that phase in the same state, hash for
// hash, and writes the same position (docs/POSITIONS.md). The turn's loop
// guard (loops.go), states the minion phase saw, is not part of a
// position: after the minion phase the table's hash is compared.
func TestPositionRoundTrip(t *testing.T) {
	all := cards.All()
	checked := map[vtes.Phase]int{}
	whole, total := 0, 0
	for seed := uint64(1); seed <= 10; seed++ {
		seats := 2 + int(seed)%5
		g := newGameWith(t, seed, builtinTable(seed, seats))
		var starts []vtes.PhaseStart
		vtes.WatchPhases(g, func(ps vtes.PhaseStart) { starts = append(starts, ps) })
		players := make([]engine.Player, seats)
		for i := range players {
			players[i] = bot.NewRandom(seed*10 + uint64(i))
		}
		midPhase := 0
		for n := 0; n < 1500 && g.Pending() != nil; n++ {
			d := g.Pending()
			if n%97 == 0 {
				// Written at any decision (kindred replay --to N
				// --position), a position reads back and starts.
				text := vtes.WritePosition(g)
				p, err := vtes.ReadPosition(text, all)
				if err != nil {
					t.Fatalf("seed %d, decision %d: %v\n%s", seed, n, err, text)
				}
				p.Start().Close()
				midPhase++
			}
			o, err := players[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
		if midPhase == 0 {
			t.Errorf("seed %d: no position written at a decision", seed)
		}
		for i, ps := range starts {
			if i%7 != int(seed)%7 { // a seventh of them, every phase in turn: a few seconds
				continue
			}
			p, err := vtes.ReadPosition(ps.Position, all)
			if err != nil {
				t.Fatalf("seed %d, phase start %d: %v\n%s", seed, i, err, ps.Position)
			}
			var got *vtes.PhaseStart
			g2 := p.StartWatched(func(s vtes.PhaseStart) {
				if got == nil {
					got = &s
				}
			})
			g2.Close()
			if got == nil {
				t.Fatalf("seed %d, phase start %d: the position read back began no phase", seed, i)
			}
			if got.Position != ps.Position {
				t.Fatalf("seed %d, phase start %d: written again, the position differs:\n%s\n--- first written:\n%s", seed, i, got.Position, ps.Position)
			}
			if got.Table != ps.Table || !ps.LoopGuard && got.Hash != ps.Hash {
				t.Fatalf("seed %d, phase start %d (%s): the state read back has another hash\n%s", seed, i, ps.Phase, ps.Position)
			}
			checked[ps.Phase]++
			total++
			if !ps.LoopGuard {
				whole++
			}
		}
	}
	for p := vtes.PhaseUnlock; p <= vtes.PhaseDiscard; p++ {
		if checked[p] < 20 {
			t.Errorf("only %d positions at the start of the %s phase", checked[p], p)
		}
	}
	t.Logf("%d positions, %d with the whole hash: %v", total, whole, checked)
}

// TestPositionReadErrors: a bad position is refused with the line and
// what is wrong with it.
func TestPositionReadErrors(t *testing.T) {
	head := "turn 2 phase minion active 1\nmethuselah 1 pool 20\nmethuselah 2 pool 20\n"
	for _, tc := range []struct{ name, text, want string }{
		{"no turn line", "methuselah 1\nmethuselah 2\n", "no turn line"},
		{"one seat", "turn 1 phase master active 1\nmethuselah 1\n", "2 to 6"},
		{"unknown card", head + "  hand: Deflektion\n", `line 4: no card named "Deflektion" is implemented; nearest: ["Deflection"`},
		{"unknown card with properties", head + "  ready: Lenny Burkhed blood 3 locked\n", `line 4: no card named "Lenny Burkhed"`},
		{"unknown line", head + "pool 3\n", `line 4: unknown line "pool 3"`},
		{"pools of one seat", head + "pools 3\n", `line 4: want pools followed by each`},
		{"a seat twice", "turn 1 phase unlock active 1\nmethuselah 2\nmethuselah 2\n", "line 3: a second line of methuselah 2"},
		{"a seat beyond the seats line", "turn 1 phase unlock active 1\nseats 2\nmethuselah 3\n", "line 3: methuselah 3: the seats line says 2"},
		{"a check on nothing", head + "= on Lenny Burkhead\n", "line 4: want = on CARD: the cards on it"},
		{"a card where it cannot be", head + "  ready: Deflection\n", "Deflection is not a minion"},
		{"bad phase", "turn 1 phase lunch active 1\n", `line 1: phase "lunch"`},
		{"active out of range", "turn 1 phase minion active 3\nmethuselah 1\nmethuselah 2\n", "active 3: there are 2"},
		{"cards before a methuselah", "turn 1 phase minion active 1\nhand: Deflection\n", "line 2: \"hand:\" before any methuselah line"},
		{"attached to nothing", head + "  attached: Deflection\n", "line 4: attached: no card"},
		{"too many copies", head + "  hand: Deflection x100000\n", "want x1 to x200"},
		{"too long", strings.Repeat("#", 2<<20), "too long"},
		{"some ids", head + "  hand: Deflection #0, Deflection\n", "give every card one or none"},
		{"id out of range", head + "  hand: Deflection #7\n", "card id #7"},
		{"bad rules", head + "rules turn-limit=-2\n", "turn-limit"},
		{"bad vp", head + "methuselah 3 vp 1.25\n", "halves"},
		{"unclosed quote", head + "  hand: \"Deflection\n", "quote is not closed"},
		{"script seat", head + "> seat 4: Do not block\n", "seat 4: there are 2"},
		{"a card under another's control", head + "  ready: Lenny Burkhead controller 1\n", "not a position a game can reach: Lenny Burkhead (card 0) in seat 2's ready belongs to seat 1's list"},
		{"a pool below 0", head + "pools -5 30\n", "not a position a game can reach: seat 1 has -5 pool"},
		{"huge number", head + "  ready: Lenny Burkhead blood 99999999999\n", "out of range"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := vtes.ReadPosition(tc.text, cards.All())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// FuzzPosition reads arbitrary text as a position: it never panics, and a
// position it accepts starts, and written again reads back.
//
//	go test -run '^$' -fuzz '^FuzzPosition$' -fuzztime 30s ./vtes/
func FuzzPosition(f *testing.F) {
	f.Add("turn 2 phase minion active 1 edge 2\nmethuselah 1 \"Ann\" pool 22 vp 0\n  ready: Lenny Burkhead blood 3 locked; attached: Fame\n  hand: Deflection, Conditioning\nmethuselah 2 pool 30\n  library: Deflection x3\n> seat 1: End\n")
	f.Add("turn 1 phase unlock active 2 first 1\nrules turn-limit=1\nseed 9\nmethuselah 1 pool 1 ousted\nmethuselah 2 pool 4 turns 1\n  in play: \"The Rumor Mill, Tabloid Newspaper\" #1\n  crypt: Lenny Burkhead #0\n")
	// Positions of a bot game, every feature a game reaches, for the
	// fuzzer to change.
	g := newGameWith(f, 4, builtinTable(4, 4))
	players := make([]engine.Player, 4)
	for i := range players {
		players[i] = bot.NewRandom(uint64(40 + i))
	}
	for n := 0; n < 600 && g.Pending() != nil; n++ {
		d := g.Pending()
		o, err := players[d.Seat].Choose(g.View(d.Seat), d)
		if err != nil {
			f.Fatal(err)
		}
		if err := g.Apply(o); err != nil {
			f.Fatal(err)
		}
		if n%150 == 0 {
			f.Add(vtes.WritePosition(g))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := vtes.ReadPosition(text, cards.All())
		if err != nil {
			return
		}
		g := p.Start()
		defer g.Close()
		if _, err := vtes.ReadPosition(vtes.WritePosition(g), cards.All()); err != nil {
			t.Fatalf("written again, the position is refused: %v\n%s", err, vtes.WritePosition(g))
		}
	})
}

// A script names the decisions by their labels, and may name one the
// engine takes alone when the position shows single-option decisions:
// "seat 2 declines to block" with no minion able to block.
func TestPositionScriptSingleOptions(t *testing.T) {
	const position = `
turn 2 phase minion active 1
rules turn-limit=2
seats 3
methuselah 1
  ready: Lenny Burkhead blood 3
methuselah 2
  ready: Mkhokheli blood 3 locked
%s
> seat 1: Lenny Burkhead bleeds
> seat 2: Do not block
= methuselah 2 pool 28
= methuselah 1
= ready: Lenny Burkhead blood 3 locked
= over
`
	startPosition(t, strings.Replace(position, "%s", "show single-option decisions", 1))
	p, err := vtes.ReadPosition(strings.Replace(position, "%s", "", 1), cards.All())
	if err != nil {
		t.Fatal(err)
	}
	g := p.Start()
	defer g.Close()
	err = g.RunScript(p.Script())
	if err == nil || !strings.Contains(err.Error(), "line 11: the game is over; cannot answer \"Do not block\"") {
		t.Fatalf("without single-option decisions shown, seat 2 is not asked to block: got %v", err)
	}
}

// A check that does not hold names its line and what the game shows.
func TestPositionCheckFails(t *testing.T) {
	for _, tc := range []struct{ check, want string }{
		{"= methuselah 2 pool 30", "line 8: methuselah 2: pool 28, not 30"},
		{"= methuselah 1\n= ready: Lenny Burkhead blood 3 unlocked", "line 9: no Lenny Burkhead like that in methuselah 1's ready (0 found); there: Lenny Burkhead blood 3 locked"},
		{"= not offered: Yes", `line 8: "Yes" is offered; the options: ["No" "Yes"]`},
		{"= offered: End the minion phase", `line 8: "End the minion phase" is not offered`},
		{"= over", "line 8: the game is not over: seat 2 decides vtes.withdraw"},
		{"= logged: Lenny Burkhead burns the Edge", `line 8: nothing logged contains`},
	} {
		p, err := vtes.ReadPosition("turn 2 phase minion active 1\nseats 3\nshow single-option decisions\nmethuselah 1\n  ready: Lenny Burkhead blood 3\n> Lenny Burkhead bleeds\n> Do not block\n"+tc.check+"\n", cards.All())
		if err != nil {
			t.Fatal(err)
		}
		g := p.Start()
		err = g.RunScript(p.Script())
		g.Close()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.check, err, tc.want)
		}
	}
}

// The examples of docs/POSITIONS.md read and play as it says.
func TestPositionsDocExamples(t *testing.T) {
	doc, err := os.ReadFile("../docs/POSITIONS.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(string(doc), "```")
	n := 0
	for i := 1; i < len(blocks); i += 2 {
		startPosition(t, blocks[i])
		n++
	}
	if n == 0 {
		t.Fatal("no example in docs/POSITIONS.md")
	}
}
