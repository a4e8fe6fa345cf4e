package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"kindred/engine"
	"kindred/terminal"
	"kindred/vtes"
	"kindred/vtes/carddb"
	"kindred/vtes/cards"
	"kindred/vtes/deck"
	"kindred/vtes/sim"
	"kindred/vtes/vtesbot"
)

// Messages of the game commands (play, replay), in English and French.
var (
	msgSeed       = engine.NewMsg("kindred.seed", "Seed {0}: `kindred play vtes --seed {0}` deals this game again.", "Graine {0} : `kindred play vtes --seed {0}` redonne cette partie.")
	msgSeating    = engine.NewMsg("kindred.seating", "Methuselah {0}: {1}{2}", "Mathusalem {0} : {1}{2}")
	msgYou        = engine.NewMsg("kindred.you", " (you)", " (vous)")
	msgBotSeat    = engine.NewMsg("kindred.bot-seat", " (bot)", " (bot)")
	msgSaving     = engine.NewMsg("kindred.saving", "Recording the game to {0}: `kindred replay {0}` replays it.", "La partie est enregistrée dans {0} : `kindred replay {0}` la rejoue.")
	msgHandOver   = engine.NewMsg("kindred.hand-over", "End of input: a bot plays Methuselah {0} from now on.", "Fin de l'entrée : un bot joue le Mathusalem {0} désormais.")
	msgGameOver   = engine.NewMsg("kindred.game-over", "Game over after {0} turns: {1}", "Partie terminée après {0} tours : {1}")
	msgStandings  = engine.NewMsg("kindred.standings", "Standings:", "Classement :")
	msgStanding   = engine.NewMsg("kindred.standing", "  Methuselah {0} ({1}): {2} VP", "  Mathusalem {0} ({1}) : {2} PV")
	msgOustedOn   = engine.NewMsg("kindred.ousted-on", ", ousted on turn {0}", ", évincé au tour {0}")
	msgWinner     = engine.NewMsg("kindred.winner", "Winner: Methuselah {0} ({1}).", "Vainqueur : Mathusalem {0} ({1}).")
	msgNoWinner   = engine.NewMsg("kindred.no-winner", "No game winner (a win needs 2 VP and more than anyone else).", "Pas de vainqueur (il faut 2 PV et plus que tous les autres).")
	msgPosition   = engine.NewMsg("kindred.position", "Position after {0} of {1} choices:", "Position après {0} choix sur {1} :")
	msgWaitingFor = engine.NewMsg("kindred.waiting-for", "Waiting for Methuselah {0} ({1}): {2}", "En attente du Mathusalem {0} ({1}) : {2}")
	msgNotOver    = engine.NewMsg("kindred.not-over", "The log ends after {0} choices; the game is not over.", "Le journal s'arrête après {0} choix ; la partie n'est pas finie.")
)

// maxPlayChoices stops a game that would not end (a rules bug): far more
// choices than any real game takes.
const maxPlayChoices = 1_000_000

func runPlay(e *env, args []string) int {
	fs := newFlags(e, "play", "vtes",
		"Plays a game of V:TES at the terminal: you hold one seat, bots the others. Answer each\n"+
			"decision with the number of an option. At the end of the input a bot takes your seat.")
	seats := fs.Int("seats", sim.DefaultSeats, "number of Methuselahs, 2 to 6")
	decks := fs.String("decks", "", "comma-separated `DECKS`, one per seat, repeated when fewer than the seats: built-in\n"+
		"      deck names ("+strings.Join(cards.Builtins(), ", ")+") or deck-list files (default: the built-in decks in turn)")
	seat := fs.Int("seat", 1, "your seat, from 1")
	seedText := fs.String("seed", "", "the game's `SEED`, a number (default: from the clock, printed so the game can be dealt again)")
	langName := fs.String("lang", "en", "`LANG`uage: en or fr")
	save := fs.String("save", "", "record the game's log to `FILE`, for kindred replay")
	cardsDir := fs.String("cards", "", "`DIR` holding the official card files, to read deck-list files (default $KINDRED_CARDS)")
	pos, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred play: "+format+"\n", a...)
		return exitError
	}
	if err := checkGame(pos); err != nil {
		return fail("%v", err)
	}
	lang, err := engine.ParseLang(*langName)
	if err != nil {
		return fail("%v", err)
	}
	if *seats < 2 || *seats > 6 {
		return fail("--seats %d: V:TES is played by 2 to 6 Methuselahs", *seats)
	}
	if *seat < 1 || *seat > *seats {
		return fail("--seat %d: there is no such seat; seats are numbered 1 to %d", *seat, *seats)
	}
	specs, _, err := resolveDecks(*decks, *cardsDir)
	if err != nil {
		return fail("%v", err)
	}
	if strings.TrimSpace(*decks) == "" && len(specs) > *seats {
		specs = specs[:*seats] // the built-in decks in turn, as many as there are seats
	}
	if len(specs) > *seats {
		return fail("--decks names %d decks for %d seats", len(specs), *seats)
	}
	seed := uint64(time.Now().UnixNano())
	if *seedText != "" {
		if seed, err = strconv.ParseUint(*seedText, 10, 64); err != nil {
			return fail("--seed %q: want a whole number from 0 to %d", *seedText, uint64(math.MaxUint64))
		}
	}
	seatDecks := make([]string, *seats)
	for s := range seatDecks {
		seatDecks[s] = specs[s%len(specs)]
	}
	t, err := engine.NewTable(sim.NewGame, vtes.NewHeader(seed, vtes.DefaultOptions(), seatDecks))
	if err != nil {
		return fail("%v", err)
	}
	human := *seat - 1
	out := e.stdout
	g := func() *vtes.Game { return t.Game().(*vtes.Game) }
	say := func(t engine.Text) { fmt.Fprintln(out, t.Render(lang)) }
	say(msgSeed.With(engine.Str(strconv.FormatUint(seed, 10))))
	for s := range *seats {
		who := msgBotSeat
		if s == human {
			who = msgYou
		}
		say(msgSeating.With(engine.Int(s+1), engine.Str(g().Methuselah(s).Name), engine.Sub(who)))
	}
	var saveFile *os.File
	if *save != "" {
		f, err := os.Create(*save)
		if err != nil {
			g().Close()
			return fail("%v", err)
		}
		saveFile = f
		defer f.Close() // after an error; a finished game closes it below
		if err := t.Record(f); err != nil {
			g().Close()
			return fail("recording to %s: %v", *save, err)
		}
		say(msgSaving.With(engine.Str(*save)))
	}

	bots := playBots(seed, *seats)
	players := make([]engine.Player, *seats)
	copy(players, bots)
	log := newLogPrinter(lang)
	term := terminal.New(e.stdin, out, lang)
	term.Before = func(w io.Writer) { log.print(w, g()) }
	term.Echo = !isTerminal(e.stdin)
	players[human] = term
	for {
		err := runTable(t, players)
		if err == nil {
			break
		}
		var se *engine.SeatError
		if errors.As(err, &se) && se.Seat == human && errors.Is(err, terminal.ErrClosed) && players[human] == term {
			log.print(out, g())
			say(msgHandOver.With(engine.Int(human + 1)))
			players[human] = bots[human]
			continue
		}
		g().Close()
		log.print(out, g())
		fmt.Fprintf(e.stderr, "kindred play: the game stopped after %d choices: %v\n", t.Len(), err)
		if *save != "" {
			fmt.Fprintf(e.stderr, "kindred play: the game up to there is in %s\n", *save)
		}
		return exitProblem
	}
	log.print(out, g())
	fmt.Fprintln(out)
	writeStandings(out, g(), lang)
	if saveFile != nil {
		if err := saveFile.Close(); err != nil {
			fmt.Fprintf(e.stderr, "kindred play: saving the game: %v\n", err)
			return exitError
		}
	}
	return exitOK
}

// isTerminal reports whether r is a terminal (a character device), where
// the answers typed are seen as they are typed.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// checkGame checks the positional arguments of play and sim: the game.
func checkGame(pos []string) error {
	switch {
	case len(pos) == 0:
		return errors.New("name the game to play: vtes")
	case len(pos) > 1:
		return fmt.Errorf("unexpected arguments after %q: %s", pos[0], strings.Join(pos[1:], " "))
	case pos[0] != vtes.GameName:
		return fmt.Errorf("unknown game %q (games: vtes)", pos[0])
	}
	return nil
}

// flagGiven reports whether flag name was set on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			given = true
		}
	})
	return given
}

// playBots returns a heuristic bot for every seat of a game, seeded from
// the game's seed, so a game replays with the same seed and answers.
func playBots(seed uint64, seats int) []engine.Player {
	rng := engine.NewRand(seed)
	ps := make([]engine.Player, seats)
	for s := range ps {
		ps[s] = vtesbot.New(rng.Uint64())
	}
	return ps
}

// runTable runs a table to its end, turning a panic of the rules (a
// *vtes.RulesError) into an error.
func runTable(t *engine.Table, players []engine.Player) (err error) {
	defer func() {
		if p := recover(); p != nil {
			if re, ok := p.(*vtes.RulesError); ok {
				err = re
				return
			}
			err = &vtes.RulesError{Value: p, Stack: string(debug.Stack())}
		}
	}()
	return engine.Run(t, players, engine.RunOptions{MaxChoices: maxPlayChoices})
}

// resolveDecks reads the --decks list: built-in deck names, "deck:" specs
// and deck-list files, which need the card files. It returns each deck's
// header seat content and its label (the name given, or the deck's name
// for a file). An empty list means the built-in decks.
func resolveDecks(list, cardsDir string) (specs, labels []string, err error) {
	if strings.TrimSpace(list) == "" {
		b := cards.Builtins()
		return b, b, nil
	}
	var db *carddb.DB
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, nil, fmt.Errorf("--decks %q has an empty entry", list)
		}
		if _, err := (cards.Catalog{}).Deck(item); err == nil {
			specs, labels = append(specs, item), append(labels, item)
			continue
		} else if strings.HasPrefix(item, "deck:") {
			return nil, nil, err
		}
		st, statErr := os.Stat(item)
		if statErr != nil {
			if errors.Is(statErr, os.ErrNotExist) && !strings.ContainsAny(item, `/\.`) {
				return nil, nil, fmt.Errorf("unknown deck %q: neither a built-in deck (%s) nor a deck-list file",
					item, strings.Join(cards.Builtins(), ", "))
			}
			return nil, nil, fmt.Errorf("deck %q: %w", item, statErr)
		}
		if st.IsDir() {
			return nil, nil, fmt.Errorf("deck %q is a directory, not a deck-list file", item)
		}
		if db == nil {
			dir, err := carddb.Dir(cardsDir)
			if err != nil {
				return nil, nil, fmt.Errorf("reading deck file %s: %w", item, err)
			}
			if db, err = carddb.LoadDir(dir); err != nil {
				return nil, nil, err
			}
		}
		spec, label, err := deckFile(db, item)
		if err != nil {
			return nil, nil, err
		}
		specs, labels = append(specs, spec), append(labels, label)
	}
	return specs, labels, nil
}

// deckFile parses a deck-list file and encodes it for a game header, or
// says which of its cards Kindred does not implement.
func deckFile(db *carddb.DB, path string) (spec, label string, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", "", err
	}
	d, _, err := deck.Parse(db, path, data)
	if err != nil {
		return "", "", err
	}
	name := strings.TrimSpace(d.Name)
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	names := map[int]string{}
	for _, l := range [][]deck.Entry{d.Crypt, d.Library} {
		for _, en := range l {
			names[en.Card.ID] = db.UniqueName(en.Card)
		}
	}
	vd, err := cards.DeckFromCounts(name, d.Counts(), names)
	if err != nil {
		var ni *cards.NotImplementedError
		if errors.As(err, &ni) {
			return "", "", fmt.Errorf("deck file %s: %d cards are not implemented yet: %s",
				path, len(ni.Names)+len(ni.IDs), strings.Join(append(ni.Names, ni.IDs...), ", "))
		}
		return "", "", fmt.Errorf("deck file %s: %w", path, err)
	}
	return vtes.EncodeDeck(vd), name, nil
}

// logPrinter prints the game log's new entries: each turn's events
// indented under the line that starts the turn.
type logPrinter struct {
	lang engine.Lang
	next int
	turn int
	buf  []byte
}

func newLogPrinter(lang engine.Lang) *logPrinter { return &logPrinter{lang: lang, turn: -1} }

// print writes the entries of g's log not printed yet.
func (p *logPrinter) print(w io.Writer, g *vtes.Game) {
	entries := g.Log()
	if p.next >= len(entries) {
		return
	}
	b := p.buf[:0]
	for _, en := range entries[p.next:] {
		if en.Turn == p.turn {
			b = append(b, "    "...)
		}
		p.turn = en.Turn
		b = en.Text.Append(b, p.lang)
		b = append(b, '\n')
	}
	p.next = len(entries)
	p.buf = b
	w.Write(b)
}

// writeStandings writes how a finished game ended: each Methuselah's VP,
// the winner, the reason.
func writeStandings(w io.Writer, g *vtes.Game, lang engine.Lang) {
	r := g.Result()
	say := func(t engine.Text) { fmt.Fprintln(w, t.Render(lang)) }
	say(msgGameOver.With(engine.Int(g.Turn), engine.Str(r.Reason.Render(lang))))
	say(msgStandings.Text())
	for s := range g.Seats() {
		m := g.Methuselah(s)
		line := msgStanding.With(engine.Int(s+1), engine.Str(m.Name), engine.Str(strconv.FormatFloat(r.Scores[s], 'f', -1, 64))).Render(lang)
		if m.Ousted {
			line += msgOustedOn.With(engine.Int(m.OustedAt)).Render(lang)
		}
		fmt.Fprintln(w, line)
	}
	if len(r.Winners) == 1 {
		s := r.Winners[0]
		say(msgWinner.With(engine.Int(s+1), engine.Str(g.Methuselah(s).Name)))
	} else {
		say(msgNoWinner.Text())
	}
}
