package engine

import (
	"errors"
	"fmt"
)

// Player answers decisions for one seat: a bot, a human at a terminal, a
// browser over the network. It is given only its own seat's view.
type Player interface {
	// Choose returns the index of the chosen option. The view and the
	// decision belong to the game and are valid only during the call.
	Choose(v View, d *Decision) (int, error)
}

// PlayerFunc adapts a function to a [Player].
type PlayerFunc func(v View, d *Decision) (int, error)

// Choose calls f(v, d).
func (f PlayerFunc) Choose(v View, d *Decision) (int, error) { return f(v, d) }

// SeatError reports that the player of a seat failed: it returned an error,
// an answer that was refused, or there is no player in the seat. The game is
// unchanged by the failed choice, so the caller may seat another player
// (a bot for a human who left) and call [Run] again.
type SeatError struct {
	Seat int
	Err  error
}

// Error returns the seat and the cause.
func (e *SeatError) Error() string { return fmt.Sprintf("seat %d: %v", e.Seat, e.Err) }

// Unwrap returns the cause.
func (e *SeatError) Unwrap() error { return e.Err }

// ErrChoiceLimit is returned by [Run] and [Playout] when they stop at their
// limit of choices before the game is over.
var ErrChoiceLimit = errors.New("choice limit reached")

// RunOptions tunes [Run]. The zero value is the default.
type RunOptions struct {
	// MaxChoices stops Run with ErrChoiceLimit after that many choices;
	// 0 means no limit.
	MaxChoices int
}

// Run plays the game of t until it is over, asking players[s] whenever seat s
// decides, with only seat s's view, and recording every choice in t.
//
// players is read at every decision, so between two calls to Run the caller
// may hand a seat over to another player. When a player fails, Run returns a
// [*SeatError] naming its seat; the table is as it was before that decision.
//
// An [Autoplayer] asks the players itself, inside its rules (autoRun): the
// same choices, checked, hashed and recorded in the same order.
func Run(t *Table, players []Player, opt RunOptions) error {
	if n := t.game.Seats(); len(players) != n {
		return fmt.Errorf("run: %d players for %d seats", len(players), n)
	}
	if a, ok := t.game.(Autoplayer); ok {
		return runAuto(t, a, players, opt)
	}
	for made := 0; ; made++ {
		g := t.game
		d := g.Pending()
		if d == nil {
			return nil
		}
		seat := d.Seat
		if opt.MaxChoices > 0 && made >= opt.MaxChoices || uint(seat) >= uint(len(players)) || players[seat] == nil {
			return runStop(seat, players, made, opt.MaxChoices)
		}
		o, err := players[seat].Choose(g.View(seat), d)
		if err != nil {
			return &SeatError{Seat: seat, Err: err}
		}
		if err := t.Answer(seat, o); err != nil {
			return &SeatError{Seat: seat, Err: err}
		}
	}
}

// runStop is Run's error when it stops before asking seat, after made
// choices: at its limit of choices, or at a seat that does not exist or
// has no player.
//
// Out of line: rare, keeps Run's loop short (BENCHMARKS, VS7).
//
//go:noinline
func runStop(seat int, players []Player, made, maxChoices int) error {
	switch {
	case maxChoices > 0 && made >= maxChoices:
		return fmt.Errorf("run: %w (%d choices)", ErrChoiceLimit, made)
	case seat < 0 || seat >= len(players):
		return &SeatError{Seat: seat, Err: errors.New("the game asks a seat that does not exist")}
	}
	return &SeatError{Seat: seat, Err: errors.New("no player in the seat")}
}

// autoRun is Run over an [Autoplayer]: the game hands each decision to
// choose inside its rules, and a choice costs no switch of a coroutine
// (two a choice, the most of what a Table added to a game: BENCHMARKS,
// VS7). A choice taken there is recorded at the next decision the rules
// reach (or at their end, in Run's loop), where its hash is the one
// Answer would record after Apply; what choose does not take (a player's
// error, an answer Answer would refuse, the limit of choices, a seat
// without a player, a choice not recorded) it hands back, and Run's loop
// says why as for any game.
type autoRun struct {
	t       *Table
	players []Player
	max     int // RunOptions.MaxChoices
	made    int // the choices made so far
	// held is the choice applied and not yet recorded, when holding.
	held    Choice
	holding bool
	// unrecorded is the error of a choice whose line was not written
	// (Table.write): the table is to be taken back before it.
	unrecorded error
	// answer and err are a player's answer that choose did not take,
	// when answered: Run's loop answers it as Answer does, or says why
	// not.
	answer   int
	err      error
	answered bool
}

// runAuto is Run's loop for an Autoplayer.
func runAuto(t *Table, a Autoplayer, players []Player, opt RunOptions) error {
	r := &autoRun{t: t, players: players, max: opt.MaxChoices}
	a.Autoplay(r.choose)
	defer a.Autoplay(nil)
	for {
		if r.holding { // the rules ended after it
			r.record()
		}
		if r.unrecorded != nil {
			return &SeatError{Seat: r.held.Seat, Err: t.undoUnrecorded(r.unrecorded)}
		}
		d := t.game.Pending()
		if d == nil {
			return nil
		}
		seat := d.Seat
		if r.max > 0 && r.made >= r.max || uint(seat) >= uint(len(players)) || players[seat] == nil {
			return runStop(seat, players, r.made, r.max)
		}
		o, err := r.answer, r.err
		if !r.answered {
			o, err = players[seat].Choose(t.game.View(seat), d)
		}
		r.answered, r.err = false, nil
		if err != nil {
			return &SeatError{Seat: seat, Err: err}
		}
		if err := t.refusal(d, seat, o); err != nil {
			return &SeatError{Seat: seat, Err: err}
		}
		r.hold(seat, d.Kind, o)
		if err := t.game.Apply(o); err != nil { // the game takes the next choices itself (choose)
			r.holding = false
			return &SeatError{Seat: seat, Err: t.applyError(seat, err)}
		}
	}
}

// choose is the Autoplayer's chooser: it records the choice held, then
// asks the deciding seat's player and checks its answer as Answer does;
// false hands the decision to Run's loop.
func (r *autoRun) choose(d *Decision) (int, bool) {
	if r.holding && !r.record() {
		return 0, false
	}
	seat := d.Seat
	if r.max > 0 && r.made >= r.max || uint(seat) >= uint(len(r.players)) || r.players[seat] == nil {
		return 0, false
	}
	t := r.t
	o, err := r.players[seat].Choose(t.game.View(seat), d)
	if err != nil || uint(o) >= uint(len(d.Options)) || uint(seat) >= uint(len(t.log.Header.Seats)) || !t.tokenKind(d.Kind) {
		r.answer, r.err, r.answered = o, err, true
		return 0, false
	}
	r.hold(seat, d.Kind, o)
	return o, true
}

// hold notes the choice about to be applied.
func (r *autoRun) hold(seat int, kind string, option int) {
	r.held = Choice{Seat: seat, Kind: kind, Option: option}
	r.holding = true
	r.made++
}

// record records the choice held, as Answer does after Apply; false when
// its line could not be written (unrecorded).
func (r *autoRun) record() bool {
	t := r.t
	r.holding = false
	r.held.Hash = t.game.Hash()
	if t.w != nil {
		if err := t.write(&r.held); err != nil {
			r.unrecorded = err
			return false
		}
	}
	t.log.Choices = append(t.log.Choices, r.held)
	t.noteReveals()
	return true
}

// LabelReader is implemented by players that say whether they read the
// options' labels (Decision.Describe): a bot that chooses by the options'
// codes and its view reads none. A player that does not implement it is
// taken to read them.
type LabelReader interface {
	ReadsLabels() bool
}

// readsLabels reports whether any of players reads the options' labels.
func readsLabels(players []Player) bool {
	for _, p := range players {
		if r, ok := p.(LabelReader); !ok || r.ReadsLabels() {
			return true
		}
	}
	return false
}

// Playout plays g until it is over or maxChoices choices have been made
// (0 means no limit), applying the players' answers directly: no log, no
// hashes. It is for simulations and bot search, which do not keep their
// games. It returns the number of choices made. When no player reads the
// labels ([LabelReader]), a [Labeller] builds none while it plays, and
// builds them again once Playout returns. An [Autoplayer] asks the players
// itself, inside its rules: the same choices, asked in the same order.
func Playout(g Game, players []Player, maxChoices int) (int, error) {
	if n := g.Seats(); len(players) != n {
		return 0, fmt.Errorf("playout: %d players for %d seats", len(players), n)
	}
	if l, ok := g.(Labeller); ok && !readsLabels(players) {
		l.BuildLabels(false)
		defer l.BuildLabels(true)
	}
	made := 0
	// An answer a player gave inside the rules (Autoplayer) that they did
	// not take: the loop below reports it rather than asking again.
	var held struct {
		option int
		err    error
		ok     bool
	}
	if a, ok := g.(Autoplayer); ok {
		a.Autoplay(func(d *Decision) (int, bool) {
			if maxChoices > 0 && made >= maxChoices || d.Seat < 0 || d.Seat >= len(players) || players[d.Seat] == nil {
				return 0, false // the loop below says why
			}
			o, err := players[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil || CheckOption(d, o) != nil {
				held.option, held.err, held.ok = o, err, true
				return 0, false
			}
			made++
			return o, true
		})
		defer a.Autoplay(nil)
	}
	for {
		d := g.Pending()
		if d == nil {
			return made, nil
		}
		if maxChoices > 0 && made >= maxChoices {
			return made, fmt.Errorf("playout: %w (%d choices)", ErrChoiceLimit, made)
		}
		seat := d.Seat
		if seat < 0 || seat >= len(players) {
			return made, &SeatError{Seat: seat, Err: errors.New("the game asks a seat that does not exist")}
		}
		p := players[seat]
		if p == nil {
			return made, &SeatError{Seat: seat, Err: errors.New("no player in the seat")}
		}
		o, err := held.option, held.err
		if !held.ok {
			o, err = p.Choose(g.View(seat), d)
		}
		held.ok = false
		if err != nil {
			return made, &SeatError{Seat: seat, Err: err}
		}
		made++ // before Apply: the choices the players make inside it count after it
		if err := g.Apply(o); err != nil {
			return made - 1, &SeatError{Seat: seat, Err: err}
		}
	}
}
