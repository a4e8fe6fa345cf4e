// Package gamecli holds what the commands of `kindred` share, whether
// cmd/kindred runs them for every game or a game contributes them
// (games.Commander): flag sets that print GNU-style help, flags parsed
// wherever they stand among the arguments, second-level commands ("deck
// check") and the exit statuses.
package gamecli

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"kindred/games"
)

// Exit statuses shared by the commands.
const (
	ExitOK      = 0
	ExitProblem = 1 // the input was read and found wanting (an illegal deck, a failing game)
	ExitError   = 2 // bad usage, or a file that cannot be read or parsed
)

// NewFlags makes a flag set named "kindred NAME" that reports to the
// command's stderr, with a usage line naming the positional arguments.
func NewFlags(e *games.Env, name, positional, summary string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() {
		line := "kindred " + name + " [flags]"
		if positional != "" {
			line += " " + positional
		}
		fmt.Fprintf(fs.Output(), "Usage: %s\n\n%s\n\nFlags:\n", line, summary)
		PrintFlags(fs)
	}
	return fs
}

// PrintFlags lists the flags GNU-style ("--cards DIR"), which is how the
// README and the help texts write them; Go's flag package accepts both one
// and two dashes.
func PrintFlags(fs *flag.FlagSet) {
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

// ParseFlags parses flags wherever they stand among the arguments, so
// "deck check a.txt --json" works as well as "deck check --json a.txt".
// It returns the positional arguments, or the exit status when parsing
// stopped (help asked, or a bad flag).
func ParseFlags(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, ExitOK, false
			}
			return nil, ExitError, false
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

// FlagGiven reports whether flag name was set on the command line.
func FlagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			given = true
		}
	})
	return given
}

// Subcommands dispatches "kindred deck check …" style second-level
// commands of group.
func Subcommands(e *games.Env, group string, args []string, subs []games.Command) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		w := e.Stdout
		if len(args) == 0 {
			w = e.Stderr
		}
		fmt.Fprintf(w, "Usage: kindred %s <command> [flags] [arguments]\n\nCommands:\n", group)
		for _, s := range subs {
			fmt.Fprintf(w, "  %-8s %s\n", s.Name, s.Summary)
		}
		if len(args) == 0 {
			return ExitError
		}
		return ExitOK
	}
	for _, s := range subs {
		if s.Name == args[0] {
			return s.Run(e, args[1:])
		}
	}
	fmt.Fprintf(e.Stderr, "kindred %s: unknown command %q (commands: %s)\n", group, args[0], Names(subs))
	return ExitError
}

// Names joins the commands' names with commas.
func Names(cs []games.Command) string {
	n := make([]string, len(cs))
	for i, c := range cs {
		n[i] = c.Name
	}
	return strings.Join(n, ", ")
}
