package sim

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Stats are the figures of a simulation. Everything but Speed follows
// from the options alone: the same options give the same Stats.
type Stats struct {
	// Games is the number of games played to their end.
	Games int `json:"games"`
	// Seats, Bot and Seed repeat the options.
	Seats int    `json:"seats"`
	Bot   string `json:"bot"`
	Seed  uint64 `json:"seed"`
	// Checked tells whether the invariants were checked after every
	// choice; Logged whether games went through an engine.Table.
	Checked bool `json:"invariants_checked"`
	Logged  bool `json:"logged"`
	// Decks has one entry per distinct deck, in the order of the options.
	Decks []DeckStats `json:"decks"`
	// BySeat has one entry per seat (seat 1 plays first, unless the rules
	// choose otherwise).
	BySeat []SeatStats `json:"by_seat"`
	// Choices and Turns are totals over all games; decisions with a single
	// legal option are taken by the rules and not counted.
	Choices        int64   `json:"choices"`
	Turns          int64   `json:"turns"`
	ChoicesPerGame float64 `json:"choices_per_game"`
	TurnsPerGame   float64 `json:"turns_per_game"`
	// Endings counts games by the reason they ended, in order of key.
	Endings []Ending `json:"endings"`
	// NoWinner counts games without a game win (no Methuselah with 2 VP
	// and strictly more than every other).
	NoWinner int `json:"games_without_winner"`
	// SelfOusts counts the Methuselahs ousted by a cause of their own
	// (vtes.Methuselah.SelfOusted: paying a cost, moving pool, their own
	// minion's action): bot mistakes, goal 0 (issue 19).
	SelfOusts int `json:"self_ousts"`
	// Speed is how fast the games were played.
	Speed Speed `json:"speed"`
}

// DeckStats are the figures of one deck over every seat it played.
type DeckStats struct {
	// Deck is the deck's label (see Options.Labels), Name its name.
	Deck string `json:"deck"`
	Name string `json:"name"`
	// Games counts the seats the deck played: a deck in two seats of a
	// game counts twice.
	Games int `json:"games"`
	// VP is the total of victory points, VPAverage VP per game.
	VP        float64 `json:"vp"`
	VPAverage float64 `json:"vp_average"`
	// Wins counts game wins (engine.Result.Winners), Ousted the games in
	// which the deck was ousted.
	Wins   int `json:"wins"`
	Ousted int `json:"ousted"`
	// SelfOusted counts the games in which the deck ousted itself
	// (Stats.SelfOusts).
	SelfOusted int `json:"self_ousted"`
	// Cards are the deck's cards with how often the bots played them,
	// when Options.CardPlays is set.
	Cards []CardPlays `json:"cards,omitempty"`
}

// SeatStats are the figures of one seat over every game.
type SeatStats struct {
	// Seat is the seat's number, from 1.
	Seat      int     `json:"seat"`
	Played    int     `json:"games"`
	VP        float64 `json:"vp"`
	VPAverage float64 `json:"vp_average"`
	Wins      int     `json:"wins"`
	Ousted    int     `json:"ousted"`
}

// Ending counts the games that ended for one reason.
type Ending struct {
	// Key is the reason's message key, such as "vtes.game-over-oust" (one
	// Methuselah remains) or "vtes.time-limit".
	Key string `json:"key"`
	// Reason is the reason in English.
	Reason string `json:"reason"`
	Games  int    `json:"games"`
}

// Speed is how fast a simulation ran. Unlike the rest of Stats, it varies
// from run to run.
type Speed struct {
	// Seconds is the wall time of the whole simulation.
	Seconds float64 `json:"seconds"`
	// Workers is the number of games played at once.
	Workers          int     `json:"workers"`
	GamesPerSecond   float64 `json:"games_per_second"`
	ChoicesPerSecond float64 `json:"choices_per_second"`
}

// tally accumulates outcomes; each worker keeps its own.
type tally struct {
	games, noWinner int
	choices, turns  int64
	decks, seats    []count
	endings         []Ending
	plays           map[cardKey][2]int
}

type count struct {
	games, wins, ousted, selfOusted int
	vp                              float64
}

func (r *Runner) newTally() tally {
	return tally{decks: make([]count, len(r.decks)), seats: make([]count, r.opts.Seats)}
}

// add counts the outcome of game i.
func (t *tally) add(r *Runner, i int, o *outcome) {
	t.games++
	t.choices += int64(o.choices)
	t.turns += int64(o.turns)
	if len(o.winners) == 0 {
		t.noWinner++
	}
	for s, vp := range o.scores {
		won := 0
		for _, w := range o.winners {
			if w == s {
				won = 1
			}
		}
		ousted, self := 0, 0
		if o.ousted[s] {
			ousted = 1
		}
		if o.selfOusted[s] {
			self = 1
		}
		for _, c := range []*count{&t.decks[r.deckOf(i, s)], &t.seats[s]} {
			c.games++
			c.vp += vp
			c.wins += won
			c.ousted += ousted
			c.selfOusted += self
		}
	}
	t.ending(o.reason.Msg.Key(), o.reason.String(), 1)
	if o.plays != nil {
		t.addPlays(o.plays)
	}
}

// ending adds n games that ended for reason key.
func (t *tally) ending(key, text string, n int) {
	for i := range t.endings {
		if t.endings[i].Key == key {
			t.endings[i].Games += n
			return
		}
	}
	i := 0
	for i < len(t.endings) && t.endings[i].Key < key {
		i++
	}
	t.endings = append(t.endings, Ending{})
	copy(t.endings[i+1:], t.endings[i:])
	t.endings[i] = Ending{Key: key, Reason: text, Games: n}
}

// merge adds the counts of o to t.
func (t *tally) merge(o *tally) {
	t.games += o.games
	t.noWinner += o.noWinner
	t.choices += o.choices
	t.turns += o.turns
	for _, l := range [][2][]count{{t.decks, o.decks}, {t.seats, o.seats}} {
		for i := range l[0] {
			l[0][i].games += l[1][i].games
			l[0][i].wins += l[1][i].wins
			l[0][i].ousted += l[1][i].ousted
			l[0][i].selfOusted += l[1][i].selfOusted
			l[0][i].vp += l[1][i].vp
		}
	}
	for _, e := range o.endings {
		t.ending(e.Key, e.Reason, e.Games)
	}
	if o.plays != nil {
		t.addPlays(o.plays)
	}
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// stats turns a tally into Stats.
func (r *Runner) stats(t *tally, elapsed time.Duration) *Stats {
	st := &Stats{
		Games: t.games, Seats: r.opts.Seats, Bot: r.opts.Bot, Seed: r.opts.Seed,
		Checked: !r.opts.NoCheck || r.opts.Check != nil, Logged: r.opts.Logged,
		Choices: t.choices, Turns: t.turns,
		ChoicesPerGame: ratio(float64(t.choices), float64(t.games)),
		TurnsPerGame:   ratio(float64(t.turns), float64(t.games)),
		Endings:        append([]Ending{}, t.endings...),
		NoWinner:       t.noWinner,
	}
	for d, c := range t.decks {
		st.Decks = append(st.Decks, DeckStats{Deck: r.labels[d], Name: r.names[d], Games: c.games,
			VP: c.vp, VPAverage: ratio(c.vp, float64(c.games)), Wins: c.wins, Ousted: c.ousted,
			SelfOusted: c.selfOusted})
		if r.opts.CardPlays {
			st.Decks[d].Cards = r.cardPlays(d, t.plays)
		}
	}
	for _, c := range t.seats {
		st.SelfOusts += c.selfOusted
	}
	for s, c := range t.seats {
		st.BySeat = append(st.BySeat, SeatStats{Seat: s + 1, Played: c.games, VP: c.vp,
			VPAverage: ratio(c.vp, float64(c.games)), Wins: c.wins, Ousted: c.ousted})
	}
	secs := elapsed.Seconds()
	st.Speed = Speed{Seconds: secs, Workers: r.opts.Workers,
		GamesPerSecond:   ratio(float64(t.games), secs),
		ChoicesPerSecond: ratio(float64(t.choices), secs)}
	return st
}

// endingNames are short names of the reasons games end, for the text
// report.
var endingNames = map[string]string{
	"vtes.game-over-oust": "last Methuselah standing",
	"vtes.time-limit":     "time limit",
}

// WriteText writes the statistics as a report for people.
func (st *Stats) WriteText(w io.Writer) error {
	var b strings.Builder
	check := "checked after every choice"
	if !st.Checked {
		check = "not checked"
	}
	fmt.Fprintf(&b, "%d games, %d seats, %s bots, seed %d; invariants %s\n\n", st.Games, st.Seats, st.Bot, st.Seed, check)
	width := len("deck")
	for _, d := range st.Decks {
		width = max(width, len(d.Deck))
	}
	fmt.Fprintf(&b, "%-*s  %6s  %8s  %7s  %6s  %6s  %6s\n", width, "deck", "games", "VP", "VP/game", "wins", "win %", "ousted")
	for _, d := range st.Decks {
		fmt.Fprintf(&b, "%-*s  %6d  %8.1f  %7.2f  %6d  %5.1f%%  %6d\n", width, d.Deck, d.Games, d.VP, d.VPAverage,
			d.Wins, 100*ratio(float64(d.Wins), float64(d.Games)), d.Ousted)
	}
	b.WriteString("\nby seat:")
	for _, s := range st.BySeat {
		fmt.Fprintf(&b, "  %d: %.2f VP/game, %d wins", s.Seat, s.VPAverage, s.Wins)
	}
	fmt.Fprintf(&b, "\n\ngames ended by:")
	for i, e := range st.Endings {
		name := endingNames[e.Key]
		if name == "" {
			name = e.Key
		}
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, " %s %d (%.1f%%)", name, e.Games, 100*ratio(float64(e.Games), float64(st.Games)))
	}
	fmt.Fprintf(&b, "; no game winner in %d\n", st.NoWinner)
	fmt.Fprintf(&b, "self-ousts (ousted by their own cost, transfer or card; goal 0): %d\n", st.SelfOusts)
	fmt.Fprintf(&b, "per game: %.1f choices, %.1f turns\n", st.ChoicesPerGame, st.TurnsPerGame)
	sp := st.Speed
	fmt.Fprintf(&b, "speed: %.2f s, %s games/s, %s choices/s", sp.Seconds, thousands(sp.GamesPerSecond), thousands(sp.ChoicesPerSecond))
	if sp.Workers > 1 {
		fmt.Fprintf(&b, " (%d games at once)", sp.Workers)
	}
	b.WriteByte('\n')
	st.writeCardPlays(&b)
	_, err := io.WriteString(w, b.String())
	return err
}

// thousands formats a rate as a whole number with thousands separators.
func thousands(x float64) string {
	s := fmt.Sprintf("%.0f", x)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
