// Command kindred plays vampire tabletop games with the rules enforced.
// The games it plays are registered in games.go, the one file that names
// them; every other command reaches them through games.Registry. Each
// subcommand lives in its own file; this one only dispatches.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"

	"kindred/engine"
	"kindred/games"
	"kindred/games/gamecli"
)

// command is one subcommand: its name, a one-line summary and the function
// that runs it with the remaining arguments. run returns the exit code.
type command struct {
	name    string
	summary string
	run     func(env *env, args []string) int
}

// env is what a command may touch: its output streams, and the games.
// Tests run commands with buffers, and with registries of their own.
type env struct {
	stdout, stderr io.Writer
	stdin          io.Reader
	// games, when set, builds the registry in place of loadRegistry.
	games func(cardsDir string, content bool) (*games.Registry, error)
}

// registry builds the registry of the games for a command (loadRegistry).
func (e *env) registry(cardsDir string, content bool) (*games.Registry, error) {
	if e.games != nil {
		return e.games(cardsDir, content)
	}
	return loadRegistry(cardsDir, content)
}

// cli returns the env as the games' commands see it.
func (e *env) cli() *games.Env { return &games.Env{Stdout: e.stdout, Stderr: e.stderr, Stdin: e.stdin} }

// exit codes shared by the commands.
const (
	exitOK      = gamecli.ExitOK
	exitProblem = gamecli.ExitProblem
	exitError   = gamecli.ExitError
)

// commands lists the commands every game has.
func commands() []command {
	return []command{
		{"serve", "serve the lobby, games and browser client over HTTP and WebSocket", runServe},
		{"play", "play a game at the terminal against bots (play GAME)", runPlay},
		{"sim", "play many games bot against bot and print statistics (sim GAME)", runSim},
		{"replay", "replay a game log, checking every hash, and print its events", runReplay},
		{"content", "check a game's content pack (content check GAME DIR)", runContent},
		{"chronicle", "list the stored chronicles (chronicle list), or a game's chronicle commands (chronicle sim)", runChronicle},
		{"bench", "measure the speed of a game's games and replays (bench GAME), or of the server (bench serve)", runBench},
	}
}

// allCommands lists the commands every game has, then those the games
// contribute (games.Commander), a name taken once.
func allCommands(reg *games.Registry) []command {
	cs := commands()
	taken := map[string]bool{}
	for _, c := range cs {
		taken[c.name] = true
	}
	for _, gc := range reg.Commands() {
		if taken[gc.Name] {
			continue
		}
		name := gc.Name
		cs = append(cs, command{name, gc.Summary, func(e *env, args []string) int {
			c, rest, _ := reg.Command(name, args)
			return c.Run(e.cli(), rest)
		}})
	}
	return cs
}

func main() {
	os.Exit(run(&env{stdout: os.Stdout, stderr: os.Stderr, stdin: os.Stdin}, os.Args[1:]))
}

func run(e *env, args []string) int {
	reg, err := e.registry("", false)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred: %v\n", err)
		return exitError
	}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			return run(e, []string{args[1], "-h"})
		}
		usage(e.stdout, reg)
		return exitOK
	}
	for _, c := range allCommands(reg) {
		if c.name == args[0] {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(e.stderr, "kindred: unknown command %q\n\n", args[0])
	usage(e.stderr, reg)
	return exitError
}

func usage(w io.Writer, reg *games.Registry) {
	fmt.Fprintln(w, "kindred: vampire tabletop games with the rules enforced")
	fmt.Fprintln(w, "\nUsage: kindred <command> [flags] [arguments]\n\nCommands:")
	cs := allCommands(reg)
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nGames:")
	writeGames(w, reg)
	fmt.Fprintln(w, "\n'kindred help <command>' or 'kindred <command> -h' lists a command's flags.")
}

// writeGames lists the registered games, a name and a title a line.
func writeGames(w io.Writer, reg *games.Registry) {
	for _, g := range reg.All() {
		fmt.Fprintf(w, "  %-8s %s\n", g.Name(), g.Title().Render(engine.English))
	}
}

// newFlags makes a flag set that reports to the command's stderr, with a
// usage line naming the positional arguments (gamecli.NewFlags).
func newFlags(e *env, name, positional, summary string) *flag.FlagSet {
	return gamecli.NewFlags(e.cli(), name, positional, summary)
}

// parseFlags parses flags wherever they stand among the arguments
// (gamecli.ParseFlags).
func parseFlags(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	return gamecli.ParseFlags(fs, args)
}
