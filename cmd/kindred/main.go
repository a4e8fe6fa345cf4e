// Command kindred plays vampire tabletop games with the rules enforced:
// V:TES first. Each subcommand lives in its own file; this one only
// dispatches.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// command is one subcommand: its name, a one-line summary and the function
// that runs it with the remaining arguments. run returns the exit code.
type command struct {
	name    string
	summary string
	run     func(env *env, args []string) int
}

// env is what a command may touch: its output streams. Tests run commands
// with buffers.
type env struct {
	stdout, stderr io.Writer
	stdin          io.Reader
}

// exit codes shared by the commands.
const (
	exitOK      = 0
	exitProblem = 1 // the input was read and found wanting (an illegal deck)
	exitError   = 2 // bad usage, or a file that cannot be read or parsed
)

func commands() []command {
	return []command{
		{"deck", "check and show V:TES deck lists (deck check, deck show)", runDeck},
		{"cards", "search the V:TES card list (cards search)", runCards},
		{"serve", "serve the lobby, games and browser client over HTTP and WebSocket", runServe},
		{"play", "play V:TES at the terminal against bots (play vtes)", runPlay},
		{"sim", "play many V:TES games bot against bot and print statistics (sim vtes)", runSim},
		{"replay", "replay a game log, checking every hash, and print its events", runReplay},
		{"bench", "measure the speed of V:TES games and replays", runBench},
	}
}

func main() {
	os.Exit(run(&env{stdout: os.Stdout, stderr: os.Stderr, stdin: os.Stdin}, os.Args[1:]))
}

func run(e *env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			return run(e, []string{args[1], "-h"})
		}
		usage(e.stdout)
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(e.stderr, "kindred: unknown command %q\n\n", args[0])
	usage(e.stderr)
	return exitError
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "kindred: vampire tabletop games with the rules enforced")
	fmt.Fprintln(w, "\nUsage: kindred <command> [flags] [arguments]\n\nCommands:")
	cs := commands()
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\n'kindred help <command>' or 'kindred <command> -h' lists a command's flags.")
}

// subcommands dispatches "kindred deck check …" style second-level
// commands.
func subcommands(e *env, group string, args []string, subs []command) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		w := e.stdout
		if len(args) == 0 {
			w = e.stderr
		}
		fmt.Fprintf(w, "Usage: kindred %s <command> [flags] [arguments]\n\nCommands:\n", group)
		for _, s := range subs {
			fmt.Fprintf(w, "  %-8s %s\n", s.name, s.summary)
		}
		if len(args) == 0 {
			return exitError
		}
		return exitOK
	}
	for _, s := range subs {
		if s.name == args[0] {
			return s.run(e, args[1:])
		}
	}
	fmt.Fprintf(e.stderr, "kindred %s: unknown command %q (commands: %s)\n", group, args[0], names(subs))
	return exitError
}

func names(cs []command) string {
	var n []string
	for _, c := range cs {
		n = append(n, c.name)
	}
	return strings.Join(n, ", ")
}

// newFlags makes a flag set that reports to the command's stderr, with a
// usage line naming the positional arguments.
func newFlags(e *env, name, positional, summary string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: kindred %s [flags] %s\n\n%s\n\nFlags:\n", name, positional, summary)
		printFlags(fs)
	}
	return fs
}

// printFlags lists the flags GNU-style ("--cards DIR"), which is how the
// README and the help texts write them; Go's flag package accepts both one
// and two dashes.
func printFlags(fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		kind, usage := flag.UnquoteUsage(f)
		head := "  --" + f.Name
		if kind != "" {
			head += " " + kind
		}
		def := ""
		if f.DefValue != "" && f.DefValue != "false" {
			def = fmt.Sprintf(" (default %q)", f.DefValue)
		}
		fmt.Fprintf(fs.Output(), "%s\n      %s%s\n", head, usage, def)
	})
}

// parseFlags parses flags wherever they stand among the arguments, so
// "deck check a.txt --json" works as well as "deck check --json a.txt".
// It returns the positional arguments, or the exit code when parsing
// stopped (help asked, or a bad flag).
func parseFlags(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, exitOK, false
			}
			return nil, exitError, false
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, 0, true
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), 0, true
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
