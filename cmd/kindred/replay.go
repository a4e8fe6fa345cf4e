package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/sim"
)

var msgReplayed = engine.NewMsg("kindred.replayed", "Replayed {0} choices: every state hash matches the log.", "{0} choix rejoués : chaque empreinte d'état correspond au journal.")

func runReplay(e *env, args []string) int {
	fs := newFlags(e, "replay", "FILE",
		"Replays a game log (kindred play --save, or a failing game of kindred sim), checking the state\n"+
			"hash after every choice, and prints the game's events and the final standings.\n"+
			"Exit status: 0 the log replays, 1 the replayed game breaks a rules invariant or the rules fail, 2 the log is\n"+
			"unreadable, corrupted, truncated or from another version of the rules.")
	langName := fs.String("lang", "en", "`LANG`uage: en or fr")
	quiet := fs.Bool("quiet", false, "print only the standings, not the game's events")
	to := fs.Int("to", -1, "stop after the first `N` choices and print the position as a spectator sees it")
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
	if l.Header.Game != vtes.GameName {
		return fail("%s is a log of the game %q; kindred replay replays %s logs", file, l.Header.Game, vtes.GameName)
	}
	n := len(l.Choices)
	if *to >= 0 {
		if *to > n {
			return fail("--to %d: the log holds %d choices", *to, n)
		}
		n = *to
	} else if flagGiven(fs, "to") {
		return fail("--to %d: give a number of choices from 0 to %d", *to, n)
	}
	g, err := replay(l, n)
	var re *vtes.RulesError
	if errors.As(err, &re) {
		fmt.Fprintf(e.stderr, "kindred replay: replaying %s hits a bug of the rules: %v\n", file, re)
		return exitProblem
	}
	if err != nil {
		return fail("%s does not replay: %v", file, err)
	}
	defer g.Close()
	out := e.stdout
	say := func(t engine.Text) { fmt.Fprintln(out, t.Render(lang)) }
	for s := range g.Seats() {
		say(msgSeating.With(engine.Int(s+1), engine.Str(g.Methuselah(s).Name)))
	}
	if !*quiet {
		newLogPrinter(lang).print(out, g)
	}
	fmt.Fprintln(out)
	switch d := g.Pending(); {
	case d == nil:
		writeStandings(out, g, lang)
	default:
		if n == len(l.Choices) {
			say(msgNotOver.With(engine.Int(n)))
		}
		say(msgPosition.With(engine.Int(n), engine.Int(len(l.Choices))))
		out.Write(g.View(engine.Spectator).AppendText(nil, lang))
		say(msgWaitingFor.With(engine.Int(d.Seat+1), engine.Str(d.Kind), engine.Str(d.Prompt.Render(lang))))
	}
	say(msgReplayed.With(engine.Int(n)))
	if err := g.CheckInvariants(); err != nil {
		fmt.Fprintf(e.stderr, "kindred replay: the replayed game breaks a rules invariant: %v\n", err)
		return exitProblem
	}
	return exitOK
}

// replay rebuilds a V:TES game from the first n choices of l, turning a
// panic of the rules into an error. It verifies (engine.Verify): every
// decision built whole, so that a log missing even a pass is refused.
func replay(l *engine.Log, n int) (g *vtes.Game, err error) {
	defer func() {
		if p := recover(); p != nil {
			re, ok := p.(*vtes.RulesError)
			if !ok {
				re = &vtes.RulesError{Value: p, Stack: string(debug.Stack())}
			}
			g, err = nil, re
		}
	}()
	eg, err := engine.Verify(sim.NewGame, l, n)
	if err != nil {
		return nil, err
	}
	return eg.(*vtes.Game), nil
}
