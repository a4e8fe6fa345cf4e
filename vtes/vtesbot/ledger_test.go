package vtesbot_test

import (
	"strconv"
	"strings"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// TestLogAccountsForEveryPoolAndVPChange plays whole games, heuristic
// bots and random ones, and checks after every choice that each change of
// a Methuselah's pool or victory points is accounted for by the log lines
// of that choice ("{seat}: pool 30 → 27 (cause)", "VP 0 → 1 (cause)"),
// and that each oust has its line (issue 19: a log that explains itself;
// docs/TESTING.md).
func TestLogAccountsForEveryPoolAndVPChange(t *testing.T) {
	const seats = 4
	for i := 0; i < *games/10+2; i++ {
		seed := uint64(1900 + i)
		h := vtes.NewHeader(seed, vtes.DefaultOptions(), decks(seed, seats))
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		ps := make([]engine.Player, seats)
		for s := range ps {
			if i%2 == 1 && s%2 == 1 {
				ps[s] = bot.NewRandom(seed + uint64(s)) // random bots pay their last pool
			} else {
				ps[s] = vtesbot.New(seed*31 + uint64(s))
			}
		}
		seen := len(g.Log())
		pool, vp, ousted := snapshot(g)
		blood := bloodInView(g)
		for d := g.Pending(); d != nil; d = g.Pending() {
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
			lines := g.Log()[seen:]
			seen = len(g.Log())
			pool2, vp2, ousted2 := snapshot(g)
			for s := range seats {
				for _, k := range []struct {
					what          string
					key           string
					before, after string
				}{
					{"pool", "vtes.pool-change", strconv.Itoa(pool[s]), strconv.Itoa(pool2[s])},
					{"VP", "vtes.vp-change", vp[s], vp2[s]},
				} {
					if k.before == k.after {
						continue
					}
					if !accounted(g, lines, s, k.key, k.before, k.after) {
						t.Fatalf("game %d, turn %d: seat %d's %s went %s → %s with no log line saying so:\n%s",
							i, g.Turn, s, k.what, k.before, k.after, render(lines))
					}
				}
				if ousted2[s] && !ousted[s] && !hasOust(g, lines, s) {
					t.Fatalf("game %d, turn %d: seat %d ousted with no log line:\n%s", i, g.Turn, s, render(lines))
				}
			}
			pool, vp, ousted = pool2, vp2, ousted2
			blood2 := bloodInView(g)
			for id, before := range blood {
				after, still := blood2[id]
				if !still || after == before {
					continue
				}
				c := g.Card(id)
				if !bloodAccounted(lines, c.Def.Name, before, after) {
					t.Fatalf("game %d, turn %d: %s's blood went %d → %d with no log line saying so:\n%s",
						i, g.Turn, c.Def.Name, before, after, render(lines))
				}
			}
			blood = blood2
		}
		g.Close()
	}
}

// snapshot reads every seat's pool, VP and whether it is ousted.
func snapshot(g *vtes.Game) ([]int, []string, []bool) {
	n := g.Seats()
	pool, vp, out := make([]int, n), make([]string, n), make([]bool, n)
	for s := range n {
		m := g.Methuselah(s)
		pool[s], out[s] = m.Pool, m.Ousted
		vp[s] = strconv.Itoa(m.VP / 2)
		if m.VP%2 == 1 {
			vp[s] += ".5"
		}
	}
	return pool, vp, out
}

// accounted reports whether lines take seat's figure from before to after
// by a chain of ledger lines of message key ("a → b", each starting where
// the one before ended).
func accounted(g *vtes.Game, lines []vtes.LogEntry, seat int, key, before, after string) bool {
	seatName := "Methuselah " + strconv.Itoa(seat+1)
	at := before
	for _, l := range lines {
		if !strings.HasPrefix(l.Text.Msg.Key(), key) || !strings.HasPrefix(l.Text.String(), seatName+":") {
			continue
		}
		change := l.Text.Args[1].String()
		from, to, ok := strings.Cut(change, " → ")
		if ok && from == at {
			at = to
		}
	}
	return at == after
}

// bloodInView reads the blood or life of every card everyone sees: the
// minions in the controlled regions, the cards on them, the cards in play.
func bloodInView(g *vtes.Game) map[vtes.CardID]int {
	out := map[vtes.CardID]int{}
	var walk func(id vtes.CardID)
	walk = func(id vtes.CardID) {
		c := g.Card(id)
		out[id] = c.Blood
		for _, a := range c.Attached {
			walk(a)
		}
	}
	for s := range g.Seats() {
		m := g.Methuselah(s)
		for _, list := range [][]vtes.CardID{m.Ready, m.Torpor, m.InPlay} {
			for _, id := range list {
				walk(id)
			}
		}
	}
	return out
}

// bloodAccounted reports whether lines take the blood or life of a card
// named name from before to after by a chain of ledger lines (two cards
// of one name share the chain: their lines are told apart by their
// numbers).
func bloodAccounted(lines []vtes.LogEntry, name string, before, after int) bool {
	at := strconv.Itoa(before)
	for _, l := range lines {
		k := l.Text.Msg.Key()
		if !strings.HasPrefix(k, "vtes.blood-change") && !strings.HasPrefix(k, "vtes.life-change") {
			continue
		}
		if !strings.HasPrefix(l.Text.String(), name+":") {
			continue
		}
		change := l.Text.Args[1].String()
		from, to, ok := strings.Cut(change, " → ")
		if ok && from == at {
			at = to
		}
	}
	return at == strconv.Itoa(after)
}

// hasOust reports whether lines oust seat, or say it withdrew (a
// withdrawal leaves the game as an oust does).
func hasOust(g *vtes.Game, lines []vtes.LogEntry, seat int) bool {
	seatName := "Methuselah " + strconv.Itoa(seat+1)
	for _, l := range lines {
		if strings.HasPrefix(l.Text.Msg.Key(), "vtes.ousted") && strings.HasPrefix(l.Text.String(), seatName+" is ousted") {
			return true
		}
		// A Methuselah who withdraws leaves the game as an ousted one
		// does (§8.2), with its own line.
		if l.Text.Msg.Key() == "vtes.withdraws" && strings.HasPrefix(l.Text.String(), seatName+" withdraws") {
			return true
		}
	}
	return false
}

func render(lines []vtes.LogEntry) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString("  " + l.Text.String() + "\n")
	}
	return b.String()
}
