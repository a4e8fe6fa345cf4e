package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"kindred/engine"
	"kindred/games"
	"kindred/games/gamecli"
	"kindred/terminal"
)

// Messages of the game commands (play, replay), in English and French.
var (
	msgSeed         = engine.NewMsg("kindred.seed", "Seed {0}: `kindred play {1} --seed {0}` deals this game again.", "Graine {0} : `kindred play {1} --seed {0}` redonne cette partie.")
	msgSeating      = engine.NewMsg("kindred.seating", "{0}: {1}{2}", "{0} : {1}{2}")
	msgYou          = engine.NewMsg("kindred.you", " (you)", " (vous)")
	msgBotSeat      = engine.NewMsg("kindred.bot-seat", " (bot)", " (bot)")
	msgSaving       = engine.NewMsg("kindred.saving", "Recording the game to {0}: `kindred replay {0}` replays it.", "La partie est enregistrée dans {0} : `kindred replay {0}` la rejoue.")
	msgHandOver     = engine.NewMsg("kindred.hand-over", "End of input: a bot plays {0} from now on.", "Fin de l'entrée : désormais, un bot joue pour {0}.")
	msgGameOver     = engine.NewMsg("kindred.game-over", "Game over: {0}", "Partie terminée : {0}")
	msgStandings    = engine.NewMsg("kindred.standings", "Standings:", "Classement :")
	msgStanding     = engine.NewMsg("kindred.standing", "  {0} ({1}): {2}", "  {0} ({1}) : {2}")
	msgScore        = engine.NewMsg("kindred.score", "{0} points", "{0} points")
	msgWinner       = engine.NewMsg("kindred.winner", "Winner: {0} ({1}).", "Vainqueur : {0} ({1}).")
	msgWinners      = engine.NewMsg("kindred.winners", "Winners: {0}.", "Vainqueurs : {0}.")
	msgNoWinner     = engine.NewMsg("kindred.no-winner", "No winner.", "Pas de vainqueur.")
	msgFromPosition = engine.NewMsg("kindred.from-position", "From the position in {0}: `kindred play {1} --position {0}` starts it again.", "À partir de la position de {0} : `kindred play {1} --position {0}` la reprend.")
	msgPosition     = engine.NewMsg("kindred.position", "Position after {0} of {1} choices:", "Position après {0} choix sur {1} :")
	msgWaitingFor   = engine.NewMsg("kindred.waiting-for", "Waiting for {0} ({1}): {2}", "En attente de {0} ({1}) : {2}")
	msgNotOver      = engine.NewMsg("kindred.not-over", "The log ends after {0} choices; the game is not over.", "Le journal s'arrête après {0} choix ; la partie n'est pas finie.")
)

// maxPlayChoices stops a game that would not end (a rules bug): far more
// choices than any real game takes.
const maxPlayChoices = 1_000_000

// gameFlags are the flags play, sim and bench share: which game, with
// which seats, contents and rules.
type gameFlags struct {
	seats    *int
	decks    *string
	rules    *string
	cardsDir *string
}

// addGameFlags defines the shared flags; game, when known before the
// flags are parsed, names its own seats and contents in the help.
func addGameFlags(fs *flag.FlagSet, game games.Game) gameFlags {
	seatsHelp, seatsDefault := "number of seats (default: the game's)", 0
	decksHelp := "comma-separated `DECKS` (a game's contents: decks, scenarios, packs), one per seat, repeated when fewer\n" +
		"      than the seats: built-in names or files of the user's own (default: the built-in ones in turn)"
	if game != nil {
		s := game.Seats()
		seatsHelp, seatsDefault = fmt.Sprintf("number of seats, %d to %d", s.Min, s.Max), s.Default
		var names []string
		for _, c := range game.Contents() {
			names = append(names, c.Name)
		}
		kind := contentKind(game)
		decksHelp = fmt.Sprintf("comma-separated `DECKS`, one per seat, repeated when fewer than the seats: built-in\n"+
			"      %s names or %s files (default: the built-in %ss in turn): %s", kind, kind, kind, strings.Join(names, ", "))
	}
	f := gameFlags{
		seats: fs.Int("seats", seatsDefault, seatsHelp),
		decks: fs.String("decks", "", decksHelp),
	}
	fs.StringVar(f.decks, "contents", "", "the same as --decks `DECKS`")
	rulesHelp := "comma-separated rules options `KEY=VALUE,…` (default: the game's defaults)"
	if game != nil {
		var keys []string
		for _, r := range game.Rules() {
			keys = append(keys, r.Key)
		}
		rulesHelp += ": " + strings.Join(keys, ", ")
	}
	f.rules = fs.String("rules", "", rulesHelp)
	f.cardsDir = fs.String("cards", "", "`DIR` holding the game's card files, to read files given to --decks (default $KINDRED_CARDS)")
	return f
}

// seatCount checks --seats against game, 0 meaning its default.
func (f gameFlags) seatCount(game games.Game) (int, error) {
	s := game.Seats()
	n := *f.seats
	if n == 0 {
		return s.Default, nil
	}
	if n < s.Min || n > s.Max {
		return 0, fmt.Errorf("--seats %d: %s is played by %d to %d seats", n, game.Name(), s.Min, s.Max)
	}
	return n, nil
}

// ruleOptions reads --rules, checked against game's rules options.
func (f gameFlags) ruleOptions(game games.Game) (map[string]string, error) {
	rules, err := gamecli.ParseRules(*f.rules)
	if err != nil {
		return nil, err
	}
	if _, err := games.RuleValues(game, rules); err != nil {
		return nil, fmt.Errorf("--rules: %w", err)
	}
	return rules, nil
}

func runPlay(e *env, args []string) int {
	reg, err := e.registry("", false)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred play: %v\n", err)
		return exitError
	}
	game, args := leadingGame(reg, args)
	fs := newFlags(e, "play", "GAME",
		"Plays a game at the terminal: you hold one seat (or several: --seat), bots the others. Answer each decision with\n"+
			"the number of an option. At the end of the input a bot takes your seat. `kindred help` lists\n"+
			"the games; `kindred play GAME -h` lists a game's seats and contents.")
	gf := addGameFlags(fs, game)
	seat := fs.String("seat", "1", "your `SEAT`, from 1; several, comma-separated (1,3), or all: you answer for each of them")
	botName := fs.String("bot", "", "`BOT` in the other seats (default: the game's first)")
	seedText := fs.String("seed", "", "the game's `SEED`, a number (default: from the clock, printed so the game can be dealt again)")
	langName := fs.String("lang", "en", "`LANG`uage: en or fr")
	save := fs.String("save", "", "record the game's log to `FILE`, for kindred replay")
	position := fs.String("position", "", "start at the position in `FILE` (docs/POSITIONS.md), written by kindred replay --position\n"+
		"      or by hand: its seats, cards and rules, not --seats, --decks and --rules")
	chronicleName := fs.String("chronicle", "", "play the next game of the chronicle `NAME` (created on first use; a game in progress resumes),\n"+
		"      stored in --db, for games played as chronicles (heritage, ancientblood)")
	db := fs.String("db", "", "with --chronicle, the database: a SQLite `URL` (a file path or sqlite:PATH) or postgres://…\n"+
		"      (default: kindred serve's, kindred.db in the user's data directory)")
	pos, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred play: "+format+"\n", a...)
		return exitError
	}
	if game, err = gameOf(reg, game, pos); errors.Is(err, errNoGame) {
		return failNoGame(e, reg, "play", "play")
	} else if err != nil {
		return fail("%v", err)
	}
	lang, err := engine.ParseLang(*langName)
	if err != nil {
		return fail("%v", err)
	}
	{
		// Card names in the player's language come from the official
		// translated texts, and the terminal's card command ("c NAME")
		// from the card files, read when there are some (--cards, or
		// $KINDRED_CARDS); without, the printed names and no texts.
		if withCards, err := e.registry(*gf.cardsDir, true); err == nil {
			game, _ = withCards.Lookup(game.Name())
		} else if *gf.cardsDir != "" {
			return fail("--cards: %v", err)
		}
	}
	seats, err := gf.seatCount(game)
	if err != nil {
		return fail("%v", err)
	}
	var posTable *engine.Table
	var posHeader engine.Header
	if *position != "" {
		if *save != "" {
			return fail("--save: a game started from a position is not recorded (its log would not replay from a header)")
		}
		if posTable, posHeader, err = positionTable(game, *position, 0); err != nil {
			return fail("--position: %v", err)
		}
		defer func() { games.Close(posTable.Game()) }()
		seats = len(posHeader.Seats)
	}
	humans, err := parseSeats(*seat, seats)
	if err != nil {
		return fail("--seat %v", err)
	}
	rules, err := gf.ruleOptions(game)
	if err != nil {
		return fail("%v", err)
	}
	specs, _, err := resolveContents(e, game, *gf.decks, *gf.cardsDir)
	if err != nil {
		return fail("%v", err)
	}
	if posTable != nil {
		specs = posHeader.Seats
	}
	if strings.TrimSpace(*gf.decks) == "" && len(specs) > seats {
		specs = specs[:seats] // the built-in contents in turn, as many as there are seats
	}
	if len(specs) > seats {
		return fail("--decks names %d %ss for %d seats", len(specs), contentKind(game), seats)
	}
	if len(specs) == 0 {
		return fail("%s has no built-in content: give --decks", game.Name())
	}
	bot := *botName
	if bot == "" {
		bot = game.Bots()[0].Name
	}
	seed := uint64(time.Now().UnixNano())
	if *seedText != "" {
		if seed, err = strconv.ParseUint(*seedText, 10, 64); err != nil {
			return fail("--seed %q: want a whole number from 0 to %d", *seedText, uint64(math.MaxUint64))
		}
	}
	if *chronicleName != "" {
		cp, ok := game.(games.Campaigner)
		switch {
		case !ok:
			return fail("--chronicle: %s is not played as chronicles", game.Name())
		case posTable != nil || *save != "":
			return fail("--chronicle: not with --position or --save (a chronicle's games are stored in --db)")
		}
		if len(humans) != 1 {
			return fail("--chronicle: a chronicle is played from one seat: give --seat K")
		}
		human := 0
		for s := range humans {
			human = s
		}
		var given []string
		if strings.TrimSpace(*gf.decks) != "" {
			given = make([]string, seats)
			for s := range given {
				given[s] = specs[s%len(specs)]
			}
		}
		return playChronicle(e, game, cp, chronicleArgs{name: *chronicleName, db: *db, seats: seats, specs: given,
			rules: rules, human: human, bot: bot, seed: seed, lang: lang})
	}
	seatSpecs := make([]string, seats)
	for s := range seatSpecs {
		seatSpecs[s] = specs[s%len(specs)]
	}
	h, err := game.NewHeader(seed, rules, seatSpecs)
	if posTable != nil {
		h, err = posHeader, nil
	}
	if err != nil {
		return fail("%v", err)
	}
	bots, err := playBots(game, bot, seed, seats)
	if err != nil {
		return fail("--bot: %v", err)
	}
	t, err := posTable, error(nil)
	if t == nil {
		t, err = engine.NewTable(game.NewGame, h)
	}
	if err != nil {
		return fail("%v", err)
	}
	defer func() { games.Close(t.Game()) }()
	out := e.stdout
	say := func(t engine.Text) { fmt.Fprintln(out, t.Render(lang)) }
	if posTable == nil {
		say(msgSeed.With(engine.Str(strconv.FormatUint(seed, 10)), engine.Str(game.Name())))
	} else {
		say(msgFromPosition.With(engine.Str(*position), engine.Str(game.Name())))
	}
	for s := range seats {
		who := msgBotSeat
		if humans[s] {
			who = msgYou
		}
		say(msgSeating.With(engine.Str(seatNoun(game, s, lang)), engine.Str(seatName(game, t.Game(), &h, s)), engine.Sub(who)))
	}
	var saveFile *os.File
	if *save != "" {
		f, err := os.Create(*save)
		if err != nil {
			return fail("%v", err)
		}
		saveFile = f
		defer f.Close() // after an error; a finished game closes it below
		if err := t.Record(f); err != nil {
			return fail("recording to %s: %v", *save, err)
		}
		say(msgSaving.With(engine.Str(*save)))
	}

	players := make([]engine.Player, seats)
	copy(players, bots)
	log := newLogPrinter(game, lang)
	term := terminal.New(e.stdin, out, lang)
	term.Before = func(w io.Writer) { log.print(w, t.Game()) }
	term.Echo = !isTerminal(e.stdin)
	term.Commands = terminalCommands(game, t, lang)
	for s := range humans {
		players[s] = term
	}
	for {
		err := runTable(t, players)
		if err == nil {
			break
		}
		var se *engine.SeatError
		if errors.As(err, &se) && humans[se.Seat] && errors.Is(err, terminal.ErrClosed) && players[se.Seat] == term {
			log.print(out, t.Game())
			for s := range seats { // the end of the input: bots take every seat the person held
				if humans[s] {
					say(msgHandOver.With(engine.Str(seatNoun(game, s, lang))))
					players[s] = bots[s]
				}
			}
			continue
		}
		games.Close(t.Game())
		log.print(out, t.Game())
		fmt.Fprintf(e.stderr, "kindred play: the game stopped after %d choices: %v\n", t.Len(), err)
		if *save != "" {
			fmt.Fprintf(e.stderr, "kindred play: the game up to there is in %s\n", *save)
		}
		return exitProblem
	}
	log.print(out, t.Game())
	fmt.Fprintln(out)
	writeStandings(out, game, t.Game(), &h, lang)
	if saveFile != nil {
		if err := saveFile.Close(); err != nil {
			fmt.Fprintf(e.stderr, "kindred play: saving the game: %v\n", err)
			return exitError
		}
	}
	return exitOK
}

// parseSeats reads --seat: a seat number from 1, several comma-separated,
// or "all", for a game of seats seats. It returns the seats held, from 0.
func parseSeats(text string, seats int) (map[int]bool, error) {
	held := map[int]bool{}
	if strings.TrimSpace(text) == "all" {
		for s := range seats {
			held[s] = true
		}
		return held, nil
	}
	for _, f := range strings.Split(text, ",") {
		f = strings.TrimSpace(f)
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("%q: want a seat number, several comma-separated (1,3), or all", text)
		}
		if n < 1 || n > seats {
			return nil, fmt.Errorf("%d: there is no such seat; seats are numbered 1 to %d", n, seats)
		}
		if held[n-1] {
			return nil, fmt.Errorf("%q: seat %d given twice", text, n)
		}
		held[n-1] = true
	}
	return held, nil
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

// playBots returns the bot named name for every seat of a game, seeded
// from the game's seed as the server seeds them (games.BotSeed), so a game
// replays with the same seed and answers, here and in the browser.
func playBots(game games.Game, name string, seed uint64, seats int) ([]engine.Player, error) {
	ps := make([]engine.Player, seats)
	for s := range ps {
		p, err := game.NewBot(name, games.BotSeed(seed, s))
		if err != nil {
			return nil, err
		}
		ps[s] = p
	}
	return ps, nil
}

// runTable runs a table to its end, turning a panic of the rules into an
// error.
func runTable(t *engine.Table, players []engine.Player) (err error) {
	defer recoverRules(&err)
	return engine.Run(t, players, engine.RunOptions{MaxChoices: maxPlayChoices})
}

// terminalCommands are the commands game answers at the terminal
// (games.TerminalCommander), run on the table's game as it is.
func terminalCommands(game games.Game, t *engine.Table, lang engine.Lang) []terminal.Command {
	tc, ok := game.(games.TerminalCommander)
	if !ok {
		return nil
	}
	var out []terminal.Command
	for _, c := range tc.TerminalCommands() {
		run := c.Run
		out = append(out, terminal.Command{Key: c.Key, Help: c.Help.Text(),
			Run: func(seat int, arg string) string { return run(t.Game(), seat, arg, lang) }})
	}
	return out
}
