package heritagegame

import (
	"fmt"
	"sort"
	"time"

	"kindred/engine"
	"kindred/games"
	"kindred/games/gamecli"
	"kindred/heritage/chronicle"
	"kindred/heritage/rules"
)

var _ games.Commander = Game{}

// Commands contributes `kindred chronicle sim`: whole chronicles played
// bot against bot.
func (g Game) Commands() []games.Command {
	return []games.Command{{Name: "chronicle", Summary: "play Heritage chronicles bot against bot (chronicle sim)", Run: g.chronicleCmd}}
}

func (g Game) chronicleCmd(e *games.Env, args []string) int {
	return gamecli.Subcommands(e, "chronicle", args, []games.Command{
		{Name: "sim", Summary: "play whole chronicles bot against bot and print who rules the night", Run: g.chronicleSim},
	})
}

// chronicleSim plays whole chronicles: each chapter a game whose header
// names the state before it, each state after derived from the game's
// log (replayed) and checked against the one the game built, every
// invariant checked after every choice.
func (g Game) chronicleSim(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "chronicle sim", "",
		"Plays whole Heritage chronicles bot against bot: every chapter is a game whose header names the\n"+
			"chronicle's state before it; the state after it is derived from the game's log, replayed, and\n"+
			"must be the one the game built; every invariant is checked after every choice. Prints the\n"+
			"chronicle winners by seat and clan and the chronicle points.\n"+
			"Exit status: 0 every chronicle passed, 1 one failed, 2 bad usage.")
	n := fs.Int("chronicles", 10, "number of chronicles")
	players := fs.Int("players", 2, "players in each chronicle (2 to 4)")
	seed := fs.Uint64("seed", 1, "`SEED` from which every game's seed is derived")
	botName := fs.String("bot", "heuristic", "the `BOT` playing every seat")
	packID := fs.String("pack", "", "the `PACK` played (default: the demonstration pack)")
	if _, code, ok := gamecli.ParseFlags(fs, args); !ok {
		return code
	}
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(e.Stderr, "kindred chronicle sim: "+format+"\n", a...)
		return code
	}
	if *n < 1 || *players < 2 || *players > 4 {
		return fail(gamecli.ExitError, "--chronicles %d --players %d: at least one chronicle of 2 to 4 players", *n, *players)
	}
	p, err := g.packFor(&engine.Header{Rules: []engine.Rule{{Key: "pack", Value: *packID}}})
	if err != nil {
		return fail(gamecli.ExitError, "%v", err)
	}
	if _, err := g.NewBot(*botName, 1); err != nil {
		return fail(gamecli.ExitError, "%v", err)
	}
	var clans []string
	for _, c := range p.Clans {
		clans = append(clans, c.ID)
	}
	start := time.Now()
	seatWins := make([]int, *players)
	clanWins := map[string]int{}
	points, chapters, choices := 0, 0, 0
	for c := range *n {
		seats := make([]string, *players)
		names := make([]string, *players)
		for i := range seats {
			seats[i] = clans[(c+i*2)%len(clans)]
			names[i] = fmt.Sprintf("Player %d", i+1)
		}
		st, err := chronicle.New(p, names)
		if err != nil {
			return fail(gamecli.ExitError, "%v", err)
		}
		for ch := 1; !st.Over; ch++ {
			gs := *seed + uint64(c)*1000 + uint64(ch)
			next, k, err := g.playChapter(gs, st, seats, *botName)
			if err != nil {
				return fail(gamecli.ExitProblem, "chronicle %d, chapter %d (seed %d): %v", c+1, ch, gs, err)
			}
			st, chapters, choices = next, chapters+1, choices+k
		}
		w := st.Final[0]
		seatWins[w]++
		clanWins[seats[w]]++
		for _, pl := range st.Players {
			points += pl.Points
		}
	}
	el := time.Since(start).Seconds()
	fmt.Fprintf(e.Stdout, "%d chronicles of %d players, %d chapters, %d choices (%.1f s)\n", *n, *players, chapters, choices, el)
	fmt.Fprintf(e.Stdout, "average chronicle points: %.1f\n", float64(points)/float64(*n**players))
	fmt.Fprintln(e.Stdout, "chronicle winners by seat:")
	for s, w := range seatWins {
		fmt.Fprintf(e.Stdout, "  seat %d  %d\n", s+1, w)
	}
	fmt.Fprintln(e.Stdout, "chronicle winners by clan:")
	ks := make([]string, 0, len(clanWins))
	for k := range clanWins {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Fprintf(e.Stdout, "  %-10s %d\n", k, clanWins[k])
	}
	return gamecli.ExitOK
}

// playChapter plays one chapter with bots, checks the invariants after
// every choice, and derives the state after from the log, which must be
// the state the game built.
func (g Game) playChapter(seed uint64, st *chronicle.State, seats []string, botName string) (*chronicle.State, int, error) {
	h, err := g.ChronicleHeader(seed, st, seats)
	if err != nil {
		return nil, 0, err
	}
	tab, err := engine.NewTable(g.NewGame, h)
	if err != nil {
		return nil, 0, err
	}
	bots := make([]engine.Player, len(seats))
	for i := range bots {
		if bots[i], err = g.NewBot(botName, seed*10+uint64(i)); err != nil {
			return nil, 0, err
		}
	}
	n := 0
	for d := tab.Game().Pending(); d != nil; d = tab.Game().Pending() {
		if n++; n > 100000 {
			return nil, n, fmt.Errorf("more than 100000 choices")
		}
		i, err := bots[d.Seat].Choose(tab.Game().View(d.Seat), d)
		if err != nil {
			return nil, n, err
		}
		if err := tab.Answer(d.Seat, i); err != nil {
			return nil, n, err
		}
		if err := games.Check(tab.Game()); err != nil {
			return nil, n, err
		}
	}
	built := tab.Game().(*rules.Game).Next
	after, err := g.After(tab.Log())
	if err != nil {
		return nil, n, err
	}
	if after.Encode() != built.Encode() {
		return nil, n, fmt.Errorf("the state derived from the log differs from the state the game built")
	}
	return after, n, nil
}
