package main

import (
	"fmt"
	"os"
	"strings"

	"kindred/games"
	"kindred/games/gamecli"
)

// runContent dispatches `kindred content check GAME DIR`.
func runContent(e *env, args []string) int {
	return gamecli.Subcommands(e.cli(), "content", args, []games.Command{
		{Name: "check", Summary: "run a game's loader checks on a content pack (content check GAME DIR)",
			Run: func(_ *games.Env, args []string) int { return runContentCheck(e, args) }},
	})
}

// maxPackProblems bounds the problems printed for one pack: a pack wrong
// everywhere is told its first problems, and how many more there are.
const maxPackProblems = 200

func runContentCheck(e *env, args []string) int {
	fs := newFlags(e, "content check", "GAME DIR",
		"Runs the game's loader checks on the content pack in DIR (a directory of the pack's files)\n"+
			"and prints every problem with its file, its entry and what is wrong. A pack with a\n"+
			"problem never reaches a game.\n"+
			"Exit status: 0 the pack is sound, 1 it has problems, 2 bad usage.")
	pos, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred content check: "+format+"\n", a...)
		return exitError
	}
	reg, err := e.registry("", false)
	if err != nil {
		return fail("%v", err)
	}
	var packGames []string
	for _, g := range reg.All() {
		if _, ok := g.(games.PackChecker); ok {
			packGames = append(packGames, g.Name())
		}
	}
	if len(pos) != 2 {
		return fail("give a game and a directory (games with content packs: %s)", listOrNone(packGames))
	}
	g, err := reg.Get(pos[0])
	if err != nil {
		return fail("%v", err)
	}
	pc, ok := g.(games.PackChecker)
	if !ok {
		return fail("%s has no content packs (games with content packs: %s)", g.Name(), listOrNone(packGames))
	}
	dir := pos[1]
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fail("%s is not a directory", dir)
	}
	problems := pc.CheckPack(dir)
	if len(problems) == 0 {
		fmt.Fprintf(e.stdout, "%s: the %s pack is sound\n", dir, g.Name())
		return exitOK
	}
	for i, p := range problems {
		if i == maxPackProblems {
			fmt.Fprintf(e.stdout, "… and %d more problems\n", len(problems)-i)
			break
		}
		fmt.Fprintf(e.stdout, "%v\n", p)
	}
	fmt.Fprintf(e.stderr, "kindred content check: %s: %d problems\n", dir, len(problems))
	return exitProblem
}

func listOrNone(names []string) string {
	if len(names) == 0 {
		return "none registered"
	}
	return strings.Join(names, ", ")
}
