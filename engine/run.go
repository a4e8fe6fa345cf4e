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
func Run(t *Table, players []Player, opt RunOptions) error {
	if n := t.game.Seats(); len(players) != n {
		return fmt.Errorf("run: %d players for %d seats", len(players), n)
	}
	for made := 0; ; made++ {
		g := t.game
		d := g.Pending()
		if d == nil {
			return nil
		}
		if opt.MaxChoices > 0 && made >= opt.MaxChoices {
			return fmt.Errorf("run: %w (%d choices)", ErrChoiceLimit, made)
		}
		seat := d.Seat
		if seat < 0 || seat >= len(players) {
			return &SeatError{Seat: seat, Err: errors.New("the game asks a seat that does not exist")}
		}
		p := players[seat]
		if p == nil {
			return &SeatError{Seat: seat, Err: errors.New("no player in the seat")}
		}
		o, err := p.Choose(g.View(seat), d)
		if err != nil {
			return &SeatError{Seat: seat, Err: err}
		}
		if err := t.Answer(seat, o); err != nil {
			return &SeatError{Seat: seat, Err: err}
		}
	}
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
