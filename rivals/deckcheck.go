package rivals

import (
	"slices"
	"sync"
	"sync/atomic"
)

// Every game checks its players' decks by spec §6.1 (NewGame), and most
// games are played with the same few decks (the four built-in ones): a
// check took a fiftieth of a short game's instructions. The decks that
// passed are kept, each in a copy of its own that no caller can write,
// and a deck equal to one of them, card for card, is not checked again.

// maxPassed bounds the decks kept: past it, a new deck is checked at
// every game, as before.
const maxPassed = 16

var (
	passedMu sync.Mutex             // serialises the writers of passed
	passed   atomic.Pointer[[]Deck] // the decks that passed Check; never written in place
)

// checkOnce is d.Check, skipped when a deck equal to d has passed it.
func checkOnce(d *Deck) error {
	if p := passed.Load(); p != nil {
		for i := range *p {
			if sameCards(&(*p)[i], d) {
				return nil
			}
		}
	}
	if err := d.Check(); err != nil {
		return err
	}
	keepPassed(d)
	return nil
}

// keepPassed adds a copy of d, which passed Check, to the decks kept.
func keepPassed(d *Deck) {
	passedMu.Lock()
	defer passedMu.Unlock()
	var old []Deck
	if p := passed.Load(); p != nil {
		old = *p
	}
	if len(old) >= maxPassed {
		return
	}
	for i := range old {
		if sameCards(&old[i], d) {
			return
		}
	}
	kept := Deck{Vampires: slices.Clone(d.Vampires), Library: slices.Clone(d.Library), Haven: d.Haven, Agenda: d.Agenda}
	next := append(slices.Clip(old), kept)
	passed.Store(&next)
}

// sameCards reports whether a and b hold the same cards in the same
// order. The check's verdict depends on the cards alone: the name is only
// in its messages.
func sameCards(a, b *Deck) bool {
	return a.Haven == b.Haven && a.Agenda == b.Agenda &&
		slices.Equal(a.Vampires, b.Vampires) && slices.Equal(a.Library, b.Library)
}
