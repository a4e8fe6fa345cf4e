package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"kindred/engine"
	"kindred/games"
)

// leadingGame reads a command's first argument when it names a
// registered game: "kindred play vtes --seed 5". It returns the game and
// the arguments after it, or nil and args.
func leadingGame(reg *games.Registry, args []string) (games.Game, []string) {
	if len(args) > 0 {
		if g, ok := reg.Lookup(args[0]); ok {
			return g, args[1:]
		}
	}
	return nil, args
}

// errNoGame says that a command was not told which game to play.
var errNoGame = errors.New("no game named")

// gameOf reads the game among a command's positional arguments (the
// first), when leadingGame did not find it before the flags; the other
// positional arguments are refused.
func gameOf(reg *games.Registry, g games.Game, pos []string) (games.Game, error) {
	if g == nil {
		if len(pos) == 0 {
			return nil, errNoGame
		}
		var err error
		if g, err = reg.Get(pos[0]); err != nil {
			return nil, err
		}
		pos = pos[1:]
	}
	if len(pos) > 0 {
		return nil, fmt.Errorf("unexpected arguments after %q: %s", g.Name(), strings.Join(pos, " "))
	}
	return g, nil
}

// without returns args without the first argument equal to name.
func without(args []string, name string) []string {
	for i, a := range args {
		if a == name {
			return append(append([]string(nil), args[:i]...), args[i+1:]...)
		}
	}
	return args
}

// failNoGame reports a command run without a game, listing the games.
func failNoGame(e *env, reg *games.Registry, cmd, verb string) int {
	fmt.Fprintf(e.stderr, "kindred %s: name the game to %s: %s\n\nGames:\n", cmd, verb, strings.Join(reg.Names(), ", "))
	writeGames(e.stderr, reg)
	return exitError
}

// contentKind is what a game calls its contents ("deck"), from its first
// built-in one.
func contentKind(g games.Game) string {
	if cs := g.Contents(); len(cs) > 0 && cs[0].Kind != "" {
		return cs[0].Kind
	}
	return "content"
}

// resolveContents reads a --decks list for game: built-in content names
// and a user's content files, read by the game's ReadContent (with the
// card files of cardsDir, read only then). It returns each seat
// content's header spec and its label (the name given, or the content's
// name for a file). An empty list means the built-in contents.
func resolveContents(e *env, game games.Game, list, cardsDir string) (specs, labels []string, err error) {
	var builtins []string
	for _, c := range game.Contents() {
		builtins = append(builtins, c.Name)
	}
	if strings.TrimSpace(list) == "" {
		return builtins, builtins, nil
	}
	kind := contentKind(game)
	reader := game // the game, given the card files once a file is read
	readerLoaded := false
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, nil, fmt.Errorf("--decks %q has an empty entry", list)
		}
		if contains(builtins, item) {
			specs, labels = append(specs, item), append(labels, item)
			continue
		}
		st, statErr := os.Stat(item)
		if statErr != nil {
			if errors.Is(statErr, os.ErrNotExist) && !strings.ContainsAny(item, `/\.`) {
				return nil, nil, fmt.Errorf("unknown %s %q: neither a built-in %s (%s) nor a %s file",
					kind, item, kind, strings.Join(builtins, ", "), kind)
			}
			return nil, nil, fmt.Errorf("%s %q: %w", kind, item, statErr)
		}
		if st.IsDir() {
			return nil, nil, fmt.Errorf("%s %q is a directory, not a %s file", kind, item, kind)
		}
		if !readerLoaded {
			reg, err := e.registry(cardsDir, true)
			if err != nil {
				return nil, nil, fmt.Errorf("reading %s file %s: %w", kind, item, err)
			}
			if reader, err = reg.Get(game.Name()); err != nil {
				return nil, nil, err
			}
			readerLoaded = true
		}
		data, err := os.ReadFile(item)
		if err != nil {
			return nil, nil, err
		}
		spec, name, err := reader.ReadContent(item, data)
		if err != nil {
			return nil, nil, err
		}
		specs, labels = append(specs, spec), append(labels, name)
	}
	return specs, labels, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// seatNoun names seat s for people: "Methuselah 1".
func seatNoun(game games.Game, s int, lang engine.Lang) string {
	return game.Seats().Noun.With(engine.Int(s + 1)).Render(lang)
}

// seatName names what seat s plays: the game's word for it
// (games.Standings), or its built-in content's title, or its spec.
func seatName(game games.Game, g engine.Game, h *engine.Header, s int) string {
	if st, ok := game.(games.Standings); ok {
		return st.SeatName(g, s)
	}
	if s < len(h.Seats) {
		for _, c := range game.Contents() {
			if c.Name == h.Seats[s] {
				return c.Title
			}
		}
		return h.Seats[s]
	}
	return ""
}

// rulesPanic is a panic of a game's rules turned into an error.
type rulesPanic struct {
	value any
	stack string
}

func (p *rulesPanic) Error() string {
	if err, ok := p.value.(error); ok {
		return err.Error()
	}
	return fmt.Sprintf("panic: %v\n%s", p.value, p.stack)
}

func (p *rulesPanic) Unwrap() error {
	err, _ := p.value.(error)
	return err
}

// recoverRules turns a panic of the rules into a *rulesPanic in *err.
func recoverRules(err *error) {
	if p := recover(); p != nil {
		*err = &rulesPanic{value: p, stack: string(debug.Stack())}
	}
}

// logPrinter prints the game log's new entries (games.Narrator): each
// turn's events indented under the line that starts the turn.
type logPrinter struct {
	game games.Game
	lang engine.Lang
	next int
	turn int
	buf  []byte
}

func newLogPrinter(game games.Game, lang engine.Lang) *logPrinter {
	return &logPrinter{game: game, lang: lang, turn: -1}
}

// print writes the entries of g's log not printed yet; a game that keeps
// no log prints none.
func (p *logPrinter) print(w io.Writer, g engine.Game) {
	n, ok := p.game.(games.Narrator)
	if !ok {
		return
	}
	count := n.EventCount(g)
	if p.next >= count {
		return
	}
	b := p.buf[:0]
	for i := p.next; i < count; i++ {
		en := n.Event(g, i)
		if en.Turn == p.turn {
			b = append(b, "    "...)
		}
		p.turn = en.Turn
		b = en.Text.Append(b, p.lang)
		b = append(b, '\n')
	}
	p.next = count
	p.buf = b
	w.Write(b)
}

// writeStandings writes how a finished game ended: why, each seat's score,
// the winners; in the game's words when it has them (games.Standings).
func writeStandings(w io.Writer, game games.Game, g engine.Game, h *engine.Header, lang engine.Lang) {
	r := g.Result()
	st, words := game.(games.Standings)
	say := func(s string) { fmt.Fprintln(w, s) }
	if words {
		say(st.GameOver(g, lang))
	} else {
		say(msgGameOver.With(engine.Str(r.Reason.Render(lang))).Render(lang))
	}
	say(msgStandings.Text().Render(lang))
	for s := range g.Seats() {
		var score string
		switch {
		case words:
			score = st.Score(g, s, lang)
		case s < len(r.Scores):
			score = msgScore.With(engine.Str(strconv.FormatFloat(r.Scores[s], 'f', -1, 64))).Render(lang)
		}
		say(msgStanding.With(engine.Str(seatNoun(game, s, lang)), engine.Str(seatName(game, g, h, s)), engine.Str(score)).Render(lang))
	}
	switch {
	case len(r.Winners) == 1:
		s := r.Winners[0]
		say(msgWinner.With(engine.Str(seatNoun(game, s, lang)), engine.Str(seatName(game, g, h, s))).Render(lang))
	case len(r.Winners) > 1:
		var ws []string
		for _, s := range r.Winners {
			ws = append(ws, seatNoun(game, s, lang)+" ("+seatName(game, g, h, s)+")")
		}
		say(msgWinners.With(engine.Str(strings.Join(ws, ", "))).Render(lang))
	case words:
		say(st.NoWinner(g, lang))
	default:
		say(msgNoWinner.Text().Render(lang))
	}
}
