package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"kindred/engine"
	"kindred/games"
	"kindred/games/gamecli"
)

var msgReplayed = engine.NewMsg("kindred.replayed", "Replayed {0} choices: every state hash matches the log.", "{0} choix rejoués : chaque empreinte d'état correspond au journal.")

func runReplay(e *env, args []string) int {
	fs := newFlags(e, "replay", "FILE",
		"Replays a game log (kindred play --save, or a failing game of kindred sim) of any game kindred\n"+
			"plays (its header names it), checking the state hash after every choice, and prints the game's\n"+
			"events and the final standings.\n"+
			"Exit status: 0 the log replays, 1 the replayed game breaks a rules invariant or the rules fail, 2 the log is\n"+
			"unreadable, corrupted, truncated, of a game kindred does not play or from another version of the rules.")
	langName := fs.String("lang", "en", "`LANG`uage: en or fr")
	quiet := fs.Bool("quiet", false, "print only the standings, not the game's events")
	to := fs.Int("to", -1, "stop after the first `N` choices and print the position as a spectator sees it")
	position := fs.Bool("position", false, "print only the position the replay reaches as text (docs/POSITIONS.md), for kindred play\n"+
		"      --position and bug reports: the whole table, hidden cards included")
	files, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred replay: "+format+"\n", a...)
		return exitError
	}
	if len(files) != 1 {
		return fail("give exactly one log file")
	}
	file := files[0]
	lang, err := engine.ParseLang(*langName)
	if err != nil {
		return fail("%v", err)
	}
	reg, err := e.registry("", false)
	if err != nil {
		return fail("%v", err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return fail("%v", err)
	}
	l, err := engine.ParseLog(data)
	if err != nil {
		if errors.Is(err, engine.ErrLogTruncated) && l != nil {
			return fail("%s: %v; the file was cut while it was written, and a cut log is refused", file, err)
		}
		return fail("%s: %v", file, err)
	}
	game, ok := reg.Lookup(l.Header.Game)
	if !ok {
		return fail("%s is a log of the game %q, which this kindred does not play (games: %s)",
			file, l.Header.Game, strings.Join(reg.Names(), ", "))
	}
	n := len(l.Choices)
	if *to >= 0 {
		if *to > n {
			return fail("--to %d: the log holds %d choices", *to, n)
		}
		n = *to
	} else if gamecli.FlagGiven(fs, "to") {
		return fail("--to %d: give a number of choices from 0 to %d", *to, n)
	}
	g, err := replay(game, l, n)
	var rp *rulesPanic
	if errors.As(err, &rp) {
		fmt.Fprintf(e.stderr, "kindred replay: replaying %s hits a bug of the rules: %v\n", file, rp)
		return exitProblem
	}
	if err != nil {
		return fail("%s does not replay: %v", file, err)
	}
	defer games.Close(g)
	out := e.stdout
	if *position {
		p, err := positionsOf(game)
		if err != nil {
			return fail("--position: %v", err)
		}
		text, err := p.WritePosition(g)
		if err != nil {
			return fail("--position: %v", err)
		}
		out.Write(text)
		return exitOK
	}
	say := func(t engine.Text) { fmt.Fprintln(out, t.Render(lang)) }
	for s := range g.Seats() {
		say(msgSeating.With(engine.Str(seatNoun(game, s, lang)), engine.Str(seatName(game, g, &l.Header, s))))
	}
	if !*quiet {
		newLogPrinter(game, lang).print(out, g)
	}
	fmt.Fprintln(out)
	switch d := g.Pending(); {
	case d == nil:
		writeStandings(out, game, g, &l.Header, lang)
	default:
		if n == len(l.Choices) {
			say(msgNotOver.With(engine.Int(n)))
		}
		say(msgPosition.With(engine.Int(n), engine.Int(len(l.Choices))))
		out.Write(g.View(engine.Spectator).AppendText(nil, lang))
		say(msgWaitingFor.With(engine.Str(seatNoun(game, d.Seat, lang)), engine.Str(d.Kind), engine.Str(d.Prompt.Render(lang))))
	}
	say(msgReplayed.With(engine.Int(n)))
	if err := games.Check(g); err != nil {
		fmt.Fprintf(e.stderr, "kindred replay: the replayed game breaks a rules invariant: %v\n", err)
		return exitProblem
	}
	return exitOK
}

// replay rebuilds a game from the first n choices of l, turning a panic
// of the rules into an error. It verifies (engine.Verify): every decision
// built whole, so that a log missing even a pass is refused.
func replay(game games.Game, l *engine.Log, n int) (g engine.Game, err error) {
	defer func() {
		if err != nil && g != nil {
			games.Close(g)
			g = nil
		}
	}()
	defer recoverRules(&err)
	return engine.Verify(game.NewGame, l, n)
}
