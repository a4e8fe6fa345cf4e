package gamesim

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"kindred/engine"
	"kindred/engine/enginetest"
	"kindred/games"
)

// ledger counts what the games of a poisonedHoard went through: shared by
// every game of a simulation (its workers run at once).
type ledger struct {
	mu                         sync.Mutex
	made, released, closed     int
	readsAfterRelease, doubled int
	firstRead                  string
}

func (l *ledger) count(f func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	f()
}

// poisonedHoard is Hoard whose games are poisoned once released: every
// read of a released game is counted (a released Rivals game's memory
// serves the next game made, so such a read would silently see another
// game).
type poisonedHoard struct {
	enginetest.Hoard
	l *ledger
}

// NewGame makes a Hoard game that counts its release.
func (h poisonedHoard) NewGame(hd engine.Header) (engine.Game, error) {
	g, err := h.Hoard.NewGame(hd)
	if err != nil {
		return nil, err
	}
	h.l.count(func() { h.l.made++ })
	return &poisoned{Game: g, l: h.l}, nil
}

// poisoned is one game of a poisonedHoard.
type poisoned struct {
	engine.Game
	l        *ledger
	released bool
}

// read counts a read made after the game was released.
func (p *poisoned) read(what string) {
	if !p.released {
		return
	}
	p.l.count(func() {
		if p.l.readsAfterRelease == 0 {
			p.l.firstRead = what
		}
		p.l.readsAfterRelease++
	})
}

func (p *poisoned) Release() {
	p.l.count(func() {
		if p.released {
			p.l.doubled++
		}
		p.l.released++
	})
	p.released = true
}

func (p *poisoned) Close() { p.l.count(func() { p.l.closed++ }) }

func (p *poisoned) Seats() int                { p.read("Seats"); return p.Game.Seats() }
func (p *poisoned) Pending() *engine.Decision { p.read("Pending"); return p.Game.Pending() }
func (p *poisoned) Apply(o int) error         { p.read("Apply"); return p.Game.Apply(o) }
func (p *poisoned) Result() engine.Result     { p.read("Result"); return p.Game.Result() }
func (p *poisoned) Hash() uint64              { p.read("Hash"); return p.Game.Hash() }
func (p *poisoned) View(seat int) engine.View { p.read("View"); return p.Game.View(seat) }
func (p *poisoned) CheckInvariants() error    { p.read("CheckInvariants"); return games.Check(p.Game) }

// Every game a simulation or a benchmark finishes with is released once,
// and nothing reads it afterwards; a failed game is closed, not released.
func TestReleasesFinishedGames(t *testing.T) {
	stop := errors.New("stop")
	tests := []struct {
		name string
		run  func(o Options) error
		// failed is how many games end in a failure (closed).
		failed int
	}{
		{"sim, one worker", func(o Options) error { return sim(o, 1) }, 0},
		{"sim, three workers", func(o Options) error { return sim(o, 3) }, 0},
		{"bench", func(o Options) error {
			_, err := Bench(BenchOptions{Options: o, Rounds: 4})
			return err
		}, 0},
		{"sim, a failing game", func(o Options) error {
			o.Check = func(g engine.Game) error {
				if g.View(engine.Spectator).(*enginetest.View).DeckSize() < 20 {
					return stop
				}
				return nil
			}
			if err := sim(o, 1); !errors.Is(err, stop) {
				return fmt.Errorf("error %v, want the failed check", err)
			}
			return nil
		}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := &ledger{}
			o := Options{Game: poisonedHoard{l: l}, Games: 12, Seed: 5, Seats: 3}
			if err := tc.run(o); err != nil {
				t.Fatal(err)
			}
			if l.readsAfterRelease != 0 || l.doubled != 0 {
				t.Errorf("%d reads of a released game (the first: %s), %d games released twice", l.readsAfterRelease, l.firstRead, l.doubled)
			}
			if l.made == 0 || l.released+l.closed != l.made || l.closed != tc.failed {
				t.Errorf("%d games made: %d released, %d closed (want %d closed)", l.made, l.released, l.closed, tc.failed)
			}
		})
	}
}

// sim runs a simulation of o with workers.
func sim(o Options, workers int) error {
	o.Workers = workers
	r, err := NewRunner(o)
	if err != nil {
		return err
	}
	st, err := r.Run()
	if err == nil && st.Games != o.Games {
		err = fmt.Errorf("%d games played of %d", st.Games, o.Games)
	}
	return err
}
