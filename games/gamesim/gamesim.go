// Package gamesim plays many games of any registered game bot against bot
// (kindred sim GAME) and measures how fast a game plays and replays
// (kindred bench GAME). Every game is checked (games.Check) after every
// choice and must end within a limit of choices; the first game that does
// not is kept as a log for kindred replay. A game with a richer runner of
// its own plugs it in instead (games.Simulator; V:TES: vtes/sim).
package gamesim

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"kindred/engine"
	"kindred/games"
)

// DefaultMaxChoices stops a game that would not end (a rules bug).
const DefaultMaxChoices = 100_000

// Options says which games to play.
type Options struct {
	// Game is the game played.
	Game games.Game
	// Games is how many games to play.
	Games int
	// Seed is the seed every game's seed is derived from (GameSeed).
	Seed uint64
	// Seats is the number of seats of every game (0: the game's default).
	Seats int
	// Contents are the seats' content specs, rotated: seat s of game i
	// plays Contents[(s+i) % len(Contents)] (default: the game's built-in
	// contents).
	Contents []string
	// Labels name the contents in the statistics (default: the specs).
	Labels []string
	// Rules are the rules options by key (absent: the defaults).
	Rules map[string]string
	// Bots names the bot of each seat, repeated when fewer than the seats
	// (default: the game's first bot in every seat).
	Bots []string
	// Workers is how many games are played at once (the statistics do not
	// depend on it).
	Workers int
	// MaxChoices is the limit of choices of one game (default
	// DefaultMaxChoices).
	MaxChoices int
	// Check checks a game's state after every choice (default
	// games.Check).
	Check func(engine.Game) error
}

// GameSeed returns the seed of game i of a simulation seeded with seed: a
// splitmix64 step, so nearby games get unrelated seeds.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Runner plays the games of one simulation.
type Runner struct {
	o      Options
	bots   []string
	labels []string
}

// NewRunner checks o and fills in its defaults: every content, rules
// option and bot must be the game's.
func NewRunner(o Options) (*Runner, error) {
	g := o.Game
	if g == nil {
		return nil, errors.New("no game")
	}
	if o.Games < 1 {
		return nil, fmt.Errorf("%d games: play at least one", o.Games)
	}
	s := g.Seats()
	if o.Seats == 0 {
		o.Seats = s.Default
	}
	if o.Seats < s.Min || o.Seats > s.Max {
		return nil, fmt.Errorf("%s is played by %d to %d seats, not %d", g.Name(), s.Min, s.Max, o.Seats)
	}
	if len(o.Contents) == 0 {
		for _, c := range g.Contents() {
			o.Contents = append(o.Contents, c.Name)
		}
		o.Labels = nil
	}
	if len(o.Contents) == 0 {
		return nil, fmt.Errorf("%s has no built-in content: name the seats' contents", g.Name())
	}
	r := &Runner{o: o, labels: o.Labels}
	if len(r.labels) != len(o.Contents) {
		r.labels = o.Contents
	}
	bots := o.Bots
	if len(bots) == 0 {
		bs := g.Bots()
		if len(bs) == 0 {
			return nil, fmt.Errorf("%s has no bot", g.Name())
		}
		bots = []string{bs[0].Name}
	}
	for _, b := range bots {
		if _, err := g.NewBot(b, 1); err != nil {
			return nil, err
		}
	}
	r.bots = make([]string, o.Seats)
	for s := range r.bots {
		r.bots[s] = bots[s%len(bots)]
	}
	if r.o.Workers < 1 {
		r.o.Workers = 1
	}
	if r.o.MaxChoices <= 0 {
		r.o.MaxChoices = DefaultMaxChoices
	}
	if r.o.Check == nil {
		r.o.Check = games.Check
	}
	// Game 0's header checks the contents and the rules at once.
	if _, err := r.Header(0); err != nil {
		return nil, err
	}
	return r, nil
}

// contentOf returns the index in the contents of seat s's in game i.
func (r *Runner) contentOf(i, s int) int { return (s + i) % len(r.o.Contents) }

// Header returns the header of game i.
func (r *Runner) Header(i int) (engine.Header, error) {
	seats := make([]string, r.o.Seats)
	for s := range seats {
		seats[s] = r.o.Contents[r.contentOf(i, s)]
	}
	return r.o.Game.NewHeader(GameSeed(r.o.Seed, i), r.o.Rules, seats)
}

// Players returns the bots of game i, one per seat, seeded from the
// game's seed.
func (r *Runner) Players(i int) ([]engine.Player, error) {
	rng := engine.NewRand(GameSeed(r.o.Seed, i))
	ps := make([]engine.Player, r.o.Seats)
	for s := range ps {
		p, err := r.o.Game.NewBot(r.bots[s], rng.Uint64())
		if err != nil {
			return nil, err
		}
		ps[s] = p
	}
	return ps, nil
}

// Failure is a game that broke an invariant, failed in its rules (a panic
// or an error) or did not end.
type Failure struct {
	// Game is the game's number in the simulation, from 0.
	Game int
	// Header is the game's header.
	Header engine.Header
	// Choices is how many choices were made before the failure.
	Choices int
	// Err is what failed.
	Err error
	// Log holds the game up to the failure, for kindred replay.
	Log *engine.Log
}

// Error says which game failed, after how many choices, and why.
func (f *Failure) Error() string {
	return fmt.Sprintf("game %d (seed %d) failed after %d choices: %v", f.Game, f.Header.Seed, f.Choices, f.Err)
}

// Unwrap returns the cause.
func (f *Failure) Unwrap() error { return f.Err }

// FileName is the name of the failing game's log file.
func (f *Failure) FileName() string {
	return fmt.Sprintf("%s-failure-seed%d.log", f.Header.Game, f.Header.Seed)
}

// WriteLog writes the failing game's log.
func (f *Failure) WriteLog(w io.Writer) error {
	if f.Log == nil {
		return errors.New("no log: the game did not start")
	}
	_, err := f.Log.WriteTo(w)
	return err
}

// outcome is what one game gave.
type outcome struct {
	choices int
	result  engine.Result
	fail    *Failure
}

// play plays game i on a table that records its log, checking the game
// before every choice and at its end; the game is released once it ended.
func (r *Runner) play(i int) outcome { return r.playWith(i, nil) }

// playWith plays game i as play does and, when onTable is set, gives it
// the table once the game ended, before the game is released: onTable
// may keep the table's log, never its game.
func (r *Runner) playWith(i int, onTable func(*engine.Table)) (out outcome) {
	h, err := r.Header(i)
	if err != nil {
		out.fail = &Failure{Game: i, Err: err}
		return out
	}
	fail := func(err error, t *engine.Table) outcome {
		f := &Failure{Game: i, Header: h, Err: err}
		if t != nil {
			f.Choices = t.Len()
			l := *t.Log()
			l.Choices = append([]engine.Choice(nil), l.Choices...)
			f.Log = &l
		}
		out.fail = f
		return out
	}
	players, err := r.Players(i)
	if err != nil {
		return fail(err, nil)
	}
	var t *engine.Table
	defer func() {
		if p := recover(); p != nil {
			out = fail(PanicError{Value: p, Stack: string(debug.Stack())}, t)
		}
		if t != nil {
			finish(t.Game(), out.fail == nil)
		}
	}()
	if t, err = engine.NewTable(r.o.Game.NewGame, h); err != nil {
		return fail(err, nil)
	}
	for n := 0; ; n++ {
		g := t.Game()
		if err := r.o.Check(g); err != nil {
			return fail(fmt.Errorf("invariant broken: %w", err), t)
		}
		d := g.Pending()
		if d == nil {
			if onTable != nil {
				onTable(t)
			}
			return outcome{choices: n, result: g.Result()}
		}
		if n >= r.o.MaxChoices {
			return fail(fmt.Errorf("%w: the game did not end in %d choices", engine.ErrChoiceLimit, n), t)
		}
		if d.Seat < 0 || d.Seat >= len(players) {
			return fail(fmt.Errorf("the game asks seat %d, which does not exist", d.Seat), t)
		}
		o, err := players[d.Seat].Choose(g.View(d.Seat), d)
		if err != nil {
			return fail(&engine.SeatError{Seat: d.Seat, Err: err}, t)
		}
		if err := t.Answer(d.Seat, o); err != nil {
			return fail(&engine.SeatError{Seat: d.Seat, Err: err}, t)
		}
	}
}

// finish is done with game g: a game that ended as it should is released
// (games.Release: its memory serves the next game made; nothing reads it
// again), a failed one only closed, its state being suspect.
func finish(g engine.Game, ended bool) {
	if ended {
		games.Release(g)
	} else {
		games.Close(g)
	}
}

// PanicError is a panic of a game's rules, turned into an error.
type PanicError struct {
	Value any
	Stack string
}

// Error says what panicked.
func (p PanicError) Error() string { return fmt.Sprintf("the rules panicked: %v", p.Value) }

// Run plays the games and returns their statistics. When a game fails, it
// returns a *Failure for the first failing game (by number) with the
// statistics of the games that ended.
func (r *Runner) Run() (*Stats, error) {
	start := time.Now()
	outs := make([]outcome, r.o.Games)
	var (
		mu       sync.Mutex
		next     int
		failedAt = r.o.Games
		wg       sync.WaitGroup
	)
	for range r.o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				stop := i >= failedAt
				mu.Unlock()
				if stop {
					return
				}
				o := r.play(i)
				outs[i] = o
				if o.fail != nil {
					mu.Lock()
					failedAt = min(failedAt, i)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	st := r.tally(outs[:min(failedAt, r.o.Games)], time.Since(start))
	if failedAt < r.o.Games {
		return st, outs[failedAt].fail
	}
	return st, nil
}

// Stats are a simulation's statistics.
type Stats struct {
	Game    string   `json:"game"`
	Games   int      `json:"games"`
	Seats   int      `json:"seats"`
	Bots    []string `json:"bots"`
	Seed    uint64   `json:"seed"`
	Checked bool     `json:"invariants_checked"`
	// Contents holds each content's games, score and wins, in the order
	// of the options' contents.
	Contents []ContentStats `json:"contents"`
	// BySeat holds the same by seat.
	BySeat []SeatStats `json:"by_seat"`
	// Choices counts every choice made.
	Choices        int64   `json:"choices"`
	ChoicesPerGame float64 `json:"choices_per_game"`
	// Endings counts the games by the reason they ended, most frequent
	// first.
	Endings []Ending `json:"endings"`
	// NoWinner counts the games that ended without a winner.
	NoWinner int   `json:"games_without_winner"`
	Speed    Speed `json:"speed"`
}

// ContentStats are one content's statistics over every seat it held.
type ContentStats struct {
	Content      string  `json:"content"`
	Name         string  `json:"name"`
	Games        int     `json:"games"`
	Score        float64 `json:"score"`
	ScoreAverage float64 `json:"score_average"`
	Wins         int     `json:"wins"`
}

// SeatStats are one seat's statistics.
type SeatStats struct {
	Seat         int     `json:"seat"`
	Games        int     `json:"games"`
	Score        float64 `json:"score"`
	ScoreAverage float64 `json:"score_average"`
	Wins         int     `json:"wins"`
}

// Ending counts the games that ended for one reason (in English).
type Ending struct {
	Reason string `json:"reason"`
	Games  int    `json:"games"`
}

// Speed is how fast the games were played: wall time, all workers.
type Speed struct {
	Seconds          float64 `json:"seconds"`
	Workers          int     `json:"workers"`
	GamesPerSecond   float64 `json:"games_per_second"`
	ChoicesPerSecond float64 `json:"choices_per_second"`
}

func (r *Runner) tally(outs []outcome, took time.Duration) *Stats {
	st := &Stats{Game: r.o.Game.Name(), Games: len(outs), Seats: r.o.Seats, Bots: r.bots, Seed: r.o.Seed, Checked: true}
	for k, c := range r.o.Contents {
		st.Contents = append(st.Contents, ContentStats{Content: c, Name: r.labels[k]})
	}
	st.BySeat = make([]SeatStats, r.o.Seats)
	endings := map[string]int{}
	for i, o := range outs {
		st.Choices += int64(o.choices)
		res := o.result
		won := map[int]bool{}
		for _, w := range res.Winners {
			won[w] = true
		}
		if len(res.Winners) == 0 {
			st.NoWinner++
		}
		endings[res.Reason.Render(engine.English)]++
		for s := range r.o.Seats {
			score := 0.0
			if s < len(res.Scores) {
				score = res.Scores[s]
			}
			c := &st.Contents[r.contentOf(i, s)]
			ss := &st.BySeat[s]
			ss.Seat = s + 1
			c.Games++
			ss.Games++
			c.Score += score
			ss.Score += score
			if won[s] {
				c.Wins++
				ss.Wins++
			}
		}
	}
	for k := range st.Contents {
		if c := &st.Contents[k]; c.Games > 0 {
			c.ScoreAverage = c.Score / float64(c.Games)
		}
	}
	for s := range st.BySeat {
		if ss := &st.BySeat[s]; ss.Games > 0 {
			ss.ScoreAverage = ss.Score / float64(ss.Games)
		}
	}
	for reason, n := range endings {
		st.Endings = append(st.Endings, Ending{Reason: reason, Games: n})
	}
	sort.Slice(st.Endings, func(i, j int) bool {
		a, b := st.Endings[i], st.Endings[j]
		if a.Games != b.Games {
			return a.Games > b.Games
		}
		return a.Reason < b.Reason
	})
	if st.Games > 0 {
		st.ChoicesPerGame = float64(st.Choices) / float64(st.Games)
	}
	secs := took.Seconds()
	st.Speed = Speed{Seconds: secs, Workers: r.o.Workers}
	if secs > 0 {
		st.Speed.GamesPerSecond = float64(st.Games) / secs
		st.Speed.ChoicesPerSecond = float64(st.Choices) / secs
	}
	return st
}

// WriteText writes the statistics for people.
func (st *Stats) WriteText(w io.Writer) error {
	var b strings.Builder
	bots := "bots " + strings.Join(st.Bots, ", ")
	if len(st.Bots) > 0 && !slices.ContainsFunc(st.Bots, func(b string) bool { return b != st.Bots[0] }) {
		bots = st.Bots[0] + " bots"
	}
	fmt.Fprintf(&b, "%s: %d games, %d seats, %s, seed %d, invariants checked after every choice\n\n",
		st.Game, st.Games, st.Seats, bots, st.Seed)
	width := len("content")
	for _, c := range st.Contents {
		width = max(width, len(c.Name))
	}
	fmt.Fprintf(&b, "%-*s  %6s  %8s  %6s  %6s\n", width, "content", "games", "score", "avg", "wins")
	for _, c := range st.Contents {
		fmt.Fprintf(&b, "%-*s  %6d  %8.1f  %6.2f  %6d\n", width, c.Name, c.Games, c.Score, c.ScoreAverage, c.Wins)
	}
	fmt.Fprintf(&b, "\n%-*s  %6s  %8s  %6s  %6s\n", width, "seat", "games", "score", "avg", "wins")
	for _, s := range st.BySeat {
		fmt.Fprintf(&b, "%-*d  %6d  %8.1f  %6.2f  %6d\n", width, s.Seat, s.Games, s.Score, s.ScoreAverage, s.Wins)
	}
	fmt.Fprintf(&b, "\ngames ended by:\n")
	for _, e := range st.Endings {
		fmt.Fprintf(&b, "  %6d  %s\n", e.Games, e.Reason)
	}
	fmt.Fprintf(&b, "  games without a winner: %d\n", st.NoWinner)
	fmt.Fprintf(&b, "\nper game: %.1f choices\n", st.ChoicesPerGame)
	fmt.Fprintf(&b, "speed: %.0f games/s, %.0f choices/s (%d workers, %.2f s)\n",
		st.Speed.GamesPerSecond, st.Speed.ChoicesPerSecond, st.Speed.Workers, st.Speed.Seconds)
	_, err := io.WriteString(w, b.String())
	return err
}
