package games

import (
	"io"

	"kindred/engine"
)

// Env is what a command may touch: its input and output streams. Tests
// run commands with buffers.
type Env struct {
	Stdout, Stderr io.Writer
	Stdin          io.Reader
}

// Command is a command of the `kindred` program that a game contributes,
// such as V:TES's `kindred deck check`. Run is given the arguments after
// the command's name and returns the exit status (0 done, 1 the input was
// read and found wanting, 2 bad usage or unreadable input).
type Command struct {
	Name    string
	Summary string
	Run     func(e *Env, args []string) int
}

// Commander is implemented by games that contribute commands of their own
// to `kindred`, beside the commands every game has (play, sim, bench,
// replay, serve).
//
// When two registered games contribute a command of one name, the first
// argument after the command's name may name the game: `kindred deck vtes
// check …` runs V:TES's deck command; so may the second, after a
// subcommand: `kindred cards coverage rivals` is `kindred cards rivals
// coverage`. Without it, the game registered first runs it
// ([Registry.Command]).
type Commander interface {
	Commands() []Command
}

// Command finds the command name contributed by a registered game and the
// arguments to give it: when args[0] names a game that contributes name,
// that game's, with args[1:]; when args[1] does (a subcommand first:
// "cards coverage rivals"), that game's, with args less args[1];
// otherwise the first registered game's that contributes name, with args.
// It returns false when no game contributes name.
func (r *Registry) Command(name string, args []string) (Command, []string, bool) {
	var first, second *Command
	var secondArgs []string
	for _, g := range r.games {
		c, ok := commandOf(g, name)
		if !ok {
			continue
		}
		if len(args) > 0 && args[0] == g.Name() {
			return c, args[1:], true
		}
		if len(args) > 1 && args[1] == g.Name() && second == nil {
			second, secondArgs = &c, append([]string{args[0]}, args[2:]...)
		}
		if first == nil {
			first = &c
		}
	}
	if second != nil {
		return *second, secondArgs, true
	}
	if first == nil {
		return Command{}, nil, false
	}
	return *first, args, true
}

// Commands lists the commands the registered games contribute, each name
// once (the first game's), in registration order.
func (r *Registry) Commands() []Command {
	var out []Command
	seen := map[string]bool{}
	for _, g := range r.games {
		cm, ok := g.(Commander)
		if !ok {
			continue
		}
		for _, c := range cm.Commands() {
			if !seen[c.Name] {
				seen[c.Name] = true
				out = append(out, c)
			}
		}
	}
	return out
}

func commandOf(g Game, name string) (Command, bool) {
	if cm, ok := g.(Commander); ok {
		for _, c := range cm.Commands() {
			if c.Name == name {
				return c, true
			}
		}
	}
	return Command{}, false
}

// Simulator is implemented by games with a simulation runner richer than
// the generic one (games/gamesim): `kindred sim GAME …` then runs
// Simulate with the arguments after the game's name, flags and output
// being the game's own.
type Simulator interface {
	Simulate(e *Env, args []string) int
}

// Benchmarker is implemented by games with speed measurements of their
// own: `kindred bench GAME …` then runs Bench with the arguments after the
// game's name.
type Benchmarker interface {
	Bench(e *Env, args []string) int
}

// Standings is implemented by games that say more of their seats and of a
// finished game than engine.Result does: the terminal's seating and
// standings (kindred play, kindred replay). Without it, a seat is named by
// its content and scored by its engine.Result score.
type Standings interface {
	// SeatName names what seat plays in g, such as its deck's name.
	SeatName(g engine.Game, seat int) string
	// GameOver says in lang that g is over and why, such as "Game over
	// after 12 turns: One Methuselah remains."
	GameOver(g engine.Game, lang engine.Lang) string
	// Score says in lang how seat did, such as "2 VP, ousted on turn 9".
	Score(g engine.Game, seat int, lang engine.Lang) string
	// NoWinner says in lang that g ended without a winner, and what a win
	// needs.
	NoWinner(g engine.Game, lang engine.Lang) string
}

// PackChecker is implemented by games whose content comes in packs (a
// directory of files an owner of the physical game writes): `kindred
// content check GAME DIR` runs the game's loader checks on the pack in dir.
type PackChecker interface {
	// CheckPack returns every problem of the pack in dir, each naming its
	// file, its entry and what is wrong; none when the pack is sound.
	CheckPack(dir string) []error
}
