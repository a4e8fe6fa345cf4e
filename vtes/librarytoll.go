package vtes

import "kindred/engine"

// A block toll paid with library cards (rules/vtes.md §4.3): "while
// Parijat is ready, minions must burn the top card of their library to
// attempt to block wraith or zombie allies". Static.LibraryToll, on a
// ready minion of any Methuselah, names the actors it protects; the
// blocker's Methuselah burns the top card of their library as the
// attempt is declared, and a Methuselah whose library is empty cannot
// attempt it ([ANK 20260317]). Only allies are so protected by the cards
// implemented: other actors are not looked at.

var msgLibraryToll = engine.NewMsg("vtes.library-toll",
	"{0} burns the top card of their library to attempt the block: {1}.",
	"{0} brûle la carte du dessus de sa bibliothèque pour tenter le blocage : {1}.")

// libraryToll reports whether a minion attempting to block actor burns
// the top card of its Methuselah's library first.
func (g *Game) libraryToll(actor *Card) bool {
	if actor == nil || !actor.IsAlly() {
		return false
	}
	for _, s := range g.seats {
		for _, id := range s.Ready {
			c := g.cards[id]
			if f := c.Def.Static.LibraryToll; f != nil && !c.Contested && f(g, c, actor) {
				return true
			}
		}
	}
	return false
}

// payLibraryToll has blocker b's Methuselah burn the top card of their
// library as b attempts to block a's actor, when a toll says so.
func (g *Game) payLibraryToll(a *ActionState, b *Card) {
	lib := g.seats[b.Controller].Library
	if len(lib) == 0 || !g.libraryToll(a.Actor) {
		return
	}
	top := g.cards[lib[len(lib)-1]] // the top is the end (librarybottom.go)
	g.burn(top)
	g.note(msgLibraryToll.With(seatArg(b.Controller), cardArg(top)))
}
