package vtes

import (
	"slices"

	"kindred/engine"
)

// The top card of a crypt revealed, then drawn or put at the bottom
// ("Reveal the top card of your crypt. If it is a Hecata, draw it …;
// otherwise, move it to the bottom of your crypt": Family Gathering). The
// crypt's top is the end of Methuselah.Crypt (DrawFromCrypt takes it), so
// its bottom is the front.

var msgRevealsCryptTop = engine.NewMsg("vtes.reveals-crypt-top",
	"{0} reveals the top card of their crypt: {1}.",
	"{0} révèle la carte du dessus de sa crypte : {1}.")

// CryptTop reveals the top card of seat's crypt, named in the log, and
// returns it; nil with an empty crypt.
func (g *Game) CryptTop(seat int) *Card {
	m := g.seats[seat]
	if len(m.Crypt) == 0 {
		return nil
	}
	c := g.cards[m.Crypt[len(m.Crypt)-1]]
	g.note(msgRevealsCryptTop.With(seatArg(seat), cardArg(c)))
	g.shown++ // a choice before it cannot be taken back (reveal.go)
	if !slices.Contains(g.revealed, c.ID) {
		g.revealed = append(g.revealed, c.ID)
	}
	return c
}

// ShownToAll reports whether card id, in a hidden zone or not, was shown
// to every Methuselah (CryptTop): its name is no secret any more,
// wherever it went after (the bottom of the crypt, the uncontrolled
// region).
func (g *Game) ShownToAll(id CardID) bool { return slices.Contains(g.revealed, id) }

// CryptTopToBottom moves the top card of seat's crypt to its bottom.
func (g *Game) CryptTopToBottom(seat int) {
	crypt := *g.list(seat, ZoneCrypt) // the list handed out to change (its hash share)
	if n := len(crypt); n > 1 {
		top := crypt[n-1]
		copy(crypt[1:], crypt[:n-1])
		crypt[0] = top
	}
}

// ShuffleCrypt shuffles seat's crypt ("shuffle it back into your crypt":
// the revealed top card goes back with the rest, at a random place).
func (g *Game) ShuffleCrypt(seat int) { g.shuffle(g.seats[seat].Crypt) }
