package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
	"kindred/terminal"
)

// Messages of the chronicle commands, in English and French.
var (
	msgChronicleNew      = engine.NewMsg("kindred.chronicle-new", "A new chronicle, {0}, is stored in {1}.", "Une nouvelle chronique, {0}, est enregistrée dans {1}.")
	msgChronicleGame     = engine.NewMsg("kindred.chronicle-game", "Chronicle {0}: game {1} of {2}.", "Chronique {0} : partie {1} sur {2}.")
	msgChronicleResume   = engine.NewMsg("kindred.chronicle-resume", "Chronicle {0}: game {1} resumes after {2} choices.", "Chronique {0} : la partie {1} reprend après {2} choix.")
	msgChronicleProgress = engine.NewMsg("kindred.chronicle-progress", "Chronicle {0}: {1} of {2} games played.", "Chronique {0} : {1} parties jouées sur {2}.")
	msgChronicleNext     = engine.NewMsg("kindred.chronicle-next", "`kindred play {0} --chronicle {1}` plays the next.", "`kindred play {0} --chronicle {1}` joue la suivante.")
	msgChronicleOver     = engine.NewMsg("kindred.chronicle-over", "Chronicle {0} is over ({1} games): victory for {2}.", "La chronique {0} est terminée ({1} parties) : victoire de {2}.")
	msgChronicleLost     = engine.NewMsg("kindred.chronicle-lost", "Chronicle {0} is over ({1} games), without a winner.", "La chronique {0} est terminée ({1} parties), sans vainqueur.")
	msgChronicleStored   = engine.NewMsg("kindred.chronicle-stored", "Each choice is stored as it is made: stop at any time, `kindred play {0} --chronicle {1}` resumes.", "Chaque choix est enregistré aussitôt : arrêtez quand vous voulez, `kindred play {0} --chronicle {1}` reprend.")
)

// chronicleArgs is what `kindred play GAME --chronicle NAME` was given.
type chronicleArgs struct {
	name, db string
	seats    int
	specs    []string // --decks, or nil: the last game's, else the defaults
	rules    map[string]string
	human    int
	bot      string
	seed     uint64
	lang     engine.Lang
}

// openCampaigns opens the database named by db (as `kindred serve --db`)
// and its campaigns.
func openCampaigns(ctx context.Context, db string) (store.Store, store.Campaigns, error) {
	st, err := store.Open(ctx, db)
	if err != nil {
		return nil, nil, err
	}
	cs, ok := st.(store.Campaigns)
	if !ok {
		st.Close()
		return nil, nil, fmt.Errorf("%s keeps no chronicles", store.Describe(db))
	}
	return st, cs, nil
}

// playChronicle plays the next game of the chronicle a.name of game
// (created on first use), or resumes its game in progress. The game is
// stored as it is played, each choice appended before the next is
// asked; the chronicle moves to its next state, derived from the finished
// game's log, in the transaction that finishes the game.
func playChronicle(e *env, game games.Game, cp games.Campaigner, a chronicleArgs) int {
	ctx := context.Background()
	fail := func(format string, args ...any) int {
		fmt.Fprintf(e.stderr, "kindred play: --chronicle: "+format+"\n", args...)
		return exitError
	}
	st, cs, err := openCampaigns(ctx, a.db)
	if err != nil {
		return fail("%v", err)
	}
	defer st.Close()
	out := e.stdout
	say := func(t engine.Text) { fmt.Fprintln(out, t.Render(a.lang)) }
	c, err := cs.FindCampaign(ctx, game.Name(), a.name)
	if errors.Is(err, store.ErrNotFound) {
		players := make([]string, a.seats)
		for s := range players {
			players[s] = seatNoun(game, s, a.lang)
		}
		state, err := cp.NewCampaign(a.rules, players)
		if err != nil {
			return fail("%v", err)
		}
		c = &store.Campaign{ID: newID(game.Name()), Game: game.Name(), Name: a.name, State: state}
		if err := cs.CreateCampaign(ctx, c); err != nil {
			return fail("%v", err)
		}
		say(msgChronicleNew.With(engine.Str(a.name), engine.Str(store.Describe(a.db))))
	} else if err != nil {
		return fail("%v", err)
	} else if len(a.rules) > 0 {
		return fail("chronicle %q exists: its rules are its own (no --rules)", a.name)
	}
	pr, err := cp.CampaignProgress(c.State)
	if err != nil {
		return fail("chronicle %q: %v", a.name, err)
	}
	var t *engine.Table
	var gameID string
	var seed uint64
	if id := c.InProgress(); id != "" {
		sg, err := st.Load(ctx, id)
		if err != nil {
			return fail("%v", err)
		}
		if t, err = engine.Resume(game.NewGame, &engine.Log{Header: sg.Header, Choices: sg.Choices}); err != nil {
			return fail("game %s: %v", id, err)
		}
		gameID, seed = id, sg.Header.Seed
		say(msgChronicleResume.With(engine.Str(a.name), engine.Int(c.Played+1), engine.Int(len(sg.Choices))))
	} else {
		if pr.Over {
			say(overText(a.name, pr))
			return exitOK
		}
		seats := a.specs
		if seats == nil && len(c.Games) > 0 {
			last, err := st.Load(ctx, c.Games[len(c.Games)-1].GameID)
			if err != nil {
				return fail("%v", err)
			}
			seats = last.Header.Seats
		}
		if seats == nil {
			seats = defaultSpecs(game, len(pr.Players))
		}
		seed = a.seed
		h, err := cp.CampaignHeader(c.State, seed, seats)
		if err != nil {
			return fail("chronicle %q: %v", a.name, err)
		}
		if t, err = engine.NewTable(game.NewGame, h); err != nil {
			return fail("%v", err)
		}
		gameID = c.ID + "-" + strconv.Itoa(c.Played+1)
		// Meta "{}": no seats the server knows, so a server on the same
		// database lists the game but never plays it (its seats are this
		// command's).
		if err := cs.StartCampaignGame(ctx, c.ID, c.Played, &store.Game{ID: gameID, Header: h, Meta: []byte("{}")}); err != nil {
			games.Close(t.Game())
			return fail("%v", err)
		}
	}
	defer func() { games.Close(t.Game()) }()
	h := t.Log().Header
	seats := len(h.Seats)
	if a.human < 0 || a.human >= seats {
		return fail("--seat %d: there is no such seat; seats are numbered 1 to %d", a.human+1, seats)
	}
	say(msgChronicleGame.With(engine.Str(a.name), engine.Int(c.Played+1), engine.Int(pr.Total)))
	say(msgChronicleStored.With(engine.Str(game.Name()), engine.Str(shellWord(a.name))))
	for s := range seats {
		who := msgBotSeat
		if s == a.human {
			who = msgYou
		}
		say(msgSeating.With(engine.Str(seatNoun(game, s, a.lang)), engine.Str(seatName(game, t.Game(), &h, s)), engine.Sub(who)))
	}
	bots, err := playBots(game, a.bot, seed, seats)
	if err != nil {
		return fail("--bot: %v", err)
	}
	players := append([]engine.Player(nil), bots...)
	log := newLogPrinter(game, a.lang)
	term := terminal.New(e.stdin, out, a.lang)
	term.Before = func(w io.Writer) { log.print(w, t.Game()) }
	term.Echo = !isTerminal(e.stdin)
	term.Commands = terminalCommands(game, t, a.lang)
	players[a.human] = term
	if err := playStored(ctx, st, gameID, t, players, func(seat int, err error) bool {
		if seat == a.human && errors.Is(err, terminal.ErrClosed) && players[seat] == term {
			log.print(out, t.Game())
			say(msgHandOver.With(engine.Str(seatNoun(game, seat, a.lang))))
			players[seat] = bots[seat]
			return true
		}
		return false
	}); err != nil {
		log.print(out, t.Game())
		fmt.Fprintf(e.stderr, "kindred play: the game stopped after %d choices: %v\n", t.Len(), err)
		return exitProblem
	}
	log.print(out, t.Game())
	fmt.Fprintln(out)
	writeStandings(out, game, t.Game(), &h, a.lang)
	// The game is the truth: the state after it is derived from its log.
	after, err := cp.CampaignAfter(t.Log())
	if err != nil {
		return fail("game %s: %v", gameID, err)
	}
	if err := cs.FinishCampaignGame(ctx, c.ID, c.Played, gameID, []byte("{}"), after); err != nil {
		return fail("%v", err)
	}
	next, err := cp.CampaignProgress(after)
	if err != nil {
		return fail("%v", err)
	}
	fmt.Fprintln(out)
	if next.Over {
		say(overText(a.name, next))
	} else {
		say(msgChronicleProgress.With(engine.Str(a.name), engine.Int(next.Played), engine.Int(next.Total)))
		say(msgChronicleNext.With(engine.Str(game.Name()), engine.Str(shellWord(a.name))))
	}
	return exitOK
}

// overText says that chronicle name is over, and who won it (a
// co-operative game's campaign may end lost: no leader).
func overText(name string, pr games.CampaignProgress) engine.Text {
	if pr.Leader == "" {
		return msgChronicleLost.With(engine.Str(name), engine.Int(pr.Played))
	}
	return msgChronicleOver.With(engine.Str(name), engine.Int(pr.Played), engine.Str(pr.Leader))
}

// playStored runs table t to its end like engine.Run, appending each
// choice to game id of st before the next is asked, so a kill loses at
// most the choice being made. handOver is asked about a player's error:
// true when it replaced the player (the game goes on).
func playStored(ctx context.Context, st store.Store, id string, t *engine.Table, players []engine.Player, handOver func(seat int, err error) bool) (err error) {
	defer recoverRules(&err)
	for made := 0; ; made++ {
		d := t.Game().Pending()
		if d == nil {
			return nil
		}
		if made >= maxPlayChoices {
			return fmt.Errorf("%w (%d choices)", engine.ErrChoiceLimit, made)
		}
		if d.Seat < 0 || d.Seat >= len(players) {
			return fmt.Errorf("the game asks seat %d, which does not exist", d.Seat)
		}
		o, err := players[d.Seat].Choose(t.Game().View(d.Seat), d)
		if err != nil {
			if handOver(d.Seat, err) {
				continue
			}
			return &engine.SeatError{Seat: d.Seat, Err: err}
		}
		from := t.Len()
		if err := t.Answer(d.Seat, o); err != nil {
			return &engine.SeatError{Seat: d.Seat, Err: err}
		}
		if err := st.Append(ctx, id, from, t.Log().Choices[from:], store.PersonToMove); err != nil {
			return fmt.Errorf("storing choice %d: %w", from+1, err)
		}
	}
}

// defaultSpecs returns game's built-in contents in turn, one per seat.
func defaultSpecs(game games.Game, seats int) []string {
	cs := game.Contents()
	out := make([]string, seats)
	for s := range out {
		if len(cs) > 0 {
			out[s] = cs[s%len(cs)].Name
		}
	}
	return out
}

// newID returns a fresh campaign id: the game's name and random hex.
func newID(game string) string {
	b := make([]byte, 6)
	rand.Read(b)
	return game + "-" + hex.EncodeToString(b)
}

// shellWord quotes name for a shell command line when it needs it.
func shellWord(name string) string {
	if name != "" && !strings.ContainsAny(name, " \t\n'\"\\$`*?[]{}()<>|&;#~!") {
		return name
	}
	return "'" + strings.ReplaceAll(name, "'", `'\''`) + "'"
}

// runChronicle is `kindred chronicle`: list the stored chronicles (every
// game's campaigns), or a game's own chronicle commands (Heritage's
// `chronicle sim`).
func runChronicle(e *env, args []string) int {
	if len(args) > 0 && args[0] == "list" {
		return runChronicleList(e, args[1:])
	}
	reg, err := e.registry("", false)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred chronicle: %v\n", err)
		return exitError
	}
	c, rest, ok := reg.Command("chronicle", args)
	help := len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help"
	if ok && !help {
		return c.Run(e.cli(), rest)
	}
	// The usage: list, then the games' own chronicle commands, as their
	// usage lists them.
	w, code := e.stderr, exitError
	if len(args) > 0 {
		w, code = e.stdout, exitOK
	}
	fmt.Fprint(w, "Usage: kindred chronicle <command> [flags] [arguments]\n\nCommands:\n"+
		"  list     list the stored chronicles with their progress\n")
	if ok {
		var buf bytes.Buffer
		c.Run(&games.Env{Stdout: &buf, Stderr: &buf, Stdin: e.stdin}, []string{"-h"})
		for _, line := range strings.Split(buf.String(), "\n") {
			if strings.HasPrefix(line, "  ") {
				fmt.Fprintln(w, line)
			}
		}
	}
	return code
}

// runChronicleList lists the chronicles stored in --db with their
// progress.
func runChronicleList(e *env, args []string) int {
	fs := newFlags(e, "chronicle list", "[GAME]",
		"Lists the chronicles (campaigns) stored in the database, with their progress:\n"+
			"`kindred play GAME --chronicle NAME` plays the next game of one.")
	db := fs.String("db", "", "database: a SQLite `URL` (a file path or sqlite:PATH) or postgres://… (default: kindred serve's)")
	pos, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred chronicle list: "+format+"\n", a...)
		return exitError
	}
	reg, err := e.registry("", false)
	if err != nil {
		return fail("%v", err)
	}
	gameName := ""
	if len(pos) > 1 {
		return fail("want at most one game, not %q", pos)
	}
	if len(pos) == 1 {
		if _, ok := reg.Lookup(pos[0]); !ok {
			return fail("no game %q (games: %s)", pos[0], strings.Join(reg.Names(), ", "))
		}
		gameName = pos[0]
	}
	ctx := context.Background()
	st, cs, err := openCampaigns(ctx, *db)
	if err != nil {
		return fail("%v", err)
	}
	defer st.Close()
	list, err := cs.ListCampaigns(ctx, gameName)
	if err != nil {
		return fail("%v", err)
	}
	if len(list) == 0 {
		fmt.Fprintf(e.stdout, "No chronicle in %s.\n", store.Describe(*db))
		return exitOK
	}
	for _, c := range list {
		progress := fmt.Sprintf("%d games played", c.Played)
		if g, ok := reg.Lookup(c.Game); ok {
			if cp, ok := g.(games.Campaigner); ok {
				if pr, err := cp.CampaignProgress(c.State); err == nil {
					progress = fmt.Sprintf("%d of %d games played, %s", pr.Played, pr.Total, strings.Join(pr.Players, ", "))
					switch {
					case pr.Over && pr.Leader != "":
						progress += ", over: " + pr.Leader + " won"
					case pr.Over:
						progress += ", over: nobody won"
					}
				}
			}
		}
		full, err := cs.LoadCampaign(ctx, c.ID)
		if err == nil && full.InProgress() != "" {
			progress += fmt.Sprintf(", game %d in progress", full.Played+1)
		}
		fmt.Fprintf(e.stdout, "%-10s %-24s %s (updated %s)\n", c.Game, c.Name, progress, c.Updated.Format("2006-01-02 15:04"))
	}
	return exitOK
}
