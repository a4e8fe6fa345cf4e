package engine

import (
	"errors"
	"fmt"
)

// Game is the state of one game in progress, implemented by each game
// package. It is the only thing the kernel knows about a game.
//
// A Game must be deterministic: its states follow only from its header
// (options, contents, seed) and the options applied, never from time, map
// iteration order or goroutine scheduling. Its chance comes from one [Rand]
// seeded from the header. See docs/ENGINE.md for the full rules.
//
// A Game is not safe for concurrent use.
type Game interface {
	// Seats returns the number of seats, fixed for the whole game.
	Seats() int

	// Pending returns the decision the game waits for, or nil when the game
	// is over. The decision belongs to the game and is valid until the next
	// call to Apply; callers must not modify it.
	Pending() *Decision

	// Apply answers the pending decision with the option at index option.
	// If the game is over or option is not an index of the pending
	// decision's options, Apply returns an error and changes nothing.
	Apply(option int) error

	// Result returns the outcome of a game that is over. Its value for a game
	// in progress is up to the game.
	Result() Result

	// Hash returns a hash of the full canonical state, including hidden
	// cards and the state of the game's Rand. Two states that can differ in
	// any future are two different states. Games use [Hasher].
	Hash() uint64

	// View returns what seat may see. A seat outside [0, Seats()), such as
	// [Spectator], gets the public view. Like Pending, the view may read the
	// live state and is valid only until the next call to Apply.
	View(seat int) View
}

// Spectator is the seat number of someone who watches without playing.
const Spectator = -1

// Decision is a question a game asks one seat: what kind of decision it
// is, and every legal answer.
type Decision struct {
	// Seat is the seat that decides.
	Seat int
	// Kind is a stable key naming the kind of decision, prefixed by the game,
	// such as "vtes.block". It is written to logs: a token of lower-case
	// letters, digits and ".-_".
	Kind string
	// Prompt is the question, for humans.
	Prompt Text
	// Options lists every legal answer; an answer is an index into it.
	// A decision always has at least one option.
	Options []Option
	// Describe returns the label of the option at index option. Labels are
	// built only when a human, a test or a file asks for one, never on the
	// rules path; see [Decision.Label].
	Describe func(option int) Text
}

// Option is one legal answer to a [Decision].
type Option struct {
	// Code is compact data the game attaches to the option, such as an
	// action and a card; the game's Describe and game-specific bots read it.
	// The kernel never does.
	Code int64
}

// msgOption labels an option whose game gives no label.
var msgOption = NewMsg("engine.option", "Option {0}", "Option {0}")

// Label returns the label of the option at index option: d.Describe(option),
// or "Option N" when the game gives no Describe or option is out of range.
func (d *Decision) Label(option int) Text {
	if d.Describe == nil || option < 0 || option >= len(d.Options) {
		return msgOption.With(Int(option))
	}
	return d.Describe(option)
}

// View is what one seat may see of a game, computed by the game. A view
// never holds what its seat may not see (another seat's hand, a library's
// order, face-down cards). The kernel only passes views through; players
// written for one game type-assert them to that game's view type.
type View interface {
	// Seat returns the seat the view belongs to, or Spectator.
	Seat() int
	// AppendText appends a description of the view for humans in language
	// lang and returns the extended buffer.
	AppendText(dst []byte, lang Lang) []byte
}

// Result is the outcome of a finished game.
type Result struct {
	// Scores holds each seat's score (in V:TES, its victory points).
	Scores []float64
	// Winners lists the seats that won, in seat order; none for a draw.
	Winners []int
	// Reason says why the game ended.
	Reason Text
}

// Cloner is implemented by games that can copy themselves cheaply, as
// search bots need. The copy must be fully independent of the original.
// Games that cannot (rules written as coroutines) are copied by replaying
// their log instead; see [Replay].
type Cloner interface {
	Clone() Game
}

// Labeller is implemented by games that can stop building their options'
// labels while nobody reads them. [Replay] turns labels off for every
// decision but the last it reaches, whose labels the caller may show:
// building a label for every option of every decision was a twentieth of
// a replay (docs/BENCHMARKS.md). While labels are off, [Decision.Describe]
// returns the zero Text; everything else, the hash included, is the same.
type Labeller interface {
	// BuildLabels turns the labels of the decisions built from now on on
	// or off.
	BuildLabels(on bool)
}

// Foreseer is implemented by games that can skip work when they know the
// choice to come. Before each choice [Replay] applies, it tells the game
// the next choice of the log (its seat, kind and answer), or nil before
// the last choice it replays, whose next decision may be shown and must
// be whole. Told the next choice, a game may:
//
//   - stop listing the options of its next decision of that seat and kind
//     once it has listed the answer and two options at least (it must
//     still ask): Pending then holds only those, and the game's Hash must
//     not depend on the options it did not list;
//   - not build at all a decision of another seat or kind, and take its
//     option, when it knows that option without listing the others (a
//     pass, a decline): in a log the game wrote, every decision before the
//     next recorded one was not asked, so it had that single option.
//
// Such a replay trusts the log on which decisions were asked. Every
// choice it applies is checked, and every hash, which covers the decision
// then pending, so a log cut or changed at random is refused (FuzzReplay
// in vtes/sim tries); but a changed log may replay where the recorded
// hashes are still met with the decisions it does not record taken as
// passed, such as a log from which a pass was removed: the game it gives
// is one the rules allow, at the recorded hashes. [Verify], which builds
// every decision, refuses such logs: it is for logs from elsewhere.
type Foreseer interface {
	Foresee(next *Choice)
}

// Rerunner is implemented by games that can replay a run of choices
// themselves, without handing control back to the caller between two: a
// game whose rules run as a coroutine saves two switches a choice.
// [Replay] uses it in place of its own loop and keeps the loop for what
// a Rerunner cannot do.
type Rerunner interface {
	// Rerun applies choices in order, checking as Replay does that the
	// game asks each choice's seat for its kind of decision, that its
	// option is one of the decision's, and after each that the state
	// hash is the recorded one; it tells itself what comes, as Replay
	// tells a [Labeller] and a [Foreseer]. It returns how many choices
	// it applied and checked: all of them, or, at the first that fails,
	// fewer, and the game is then unusable (Replay replays the log again
	// its own way to report the failure).
	Rerun(choices []Choice) int
}

// Autoplayer is implemented by games that can ask the players themselves,
// where their rules wait for a decision, without handing control back to
// the caller between two choices: a game whose rules run as a coroutine
// saves two switches a choice. [Playout] uses it and keeps its own loop
// for what the game hands back.
type Autoplayer interface {
	// Autoplay makes the game call choose with each decision it would
	// otherwise hand to its caller, as Pending would return it; choose
	// returns the option to apply, or false to hand the decision to the
	// caller as usual. A nil choose stops it.
	Autoplay(choose func(d *Decision) (option int, ok bool))
}

// Errors returned when an answer is refused. They are wrapped with context;
// test for them with [errors.Is].
var (
	// ErrGameOver: the game is over and waits for no decision.
	ErrGameOver = errors.New("game is over")
	// ErrOutOfRange: the answer is not an index of the pending options.
	ErrOutOfRange = errors.New("option out of range")
	// ErrWrongSeat: the answer comes from a seat that is not deciding.
	ErrWrongSeat = errors.New("seat is not deciding")
)

// CheckOption returns nil if option is a legal answer to d, and otherwise an
// error wrapping [ErrGameOver] (d is nil) or [ErrOutOfRange]. Games call it at
// the top of Apply.
func CheckOption(d *Decision, option int) error {
	if d == nil || uint(option) >= uint(len(d.Options)) {
		return optionError(d, option)
	}
	return nil
}

// optionError is CheckOption's error.
//
// Out of line: rare; CheckOption, inlined where every answer is checked,
// stays a few instructions (BENCHMARKS, VS7).
//
//go:noinline
func optionError(d *Decision, option int) error {
	if d == nil {
		return ErrGameOver
	}
	return fmt.Errorf("%w: %s has options 0 to %d, got %d", ErrOutOfRange, d.Kind, len(d.Options)-1, option)
}
