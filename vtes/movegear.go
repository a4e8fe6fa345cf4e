package vtes

import "kindred/engine"

// Equipment and retainers moved from one minion to another by a card's
// effect ("move blood, equipment and/or retainers between any two ready
// vampires you control": Heidelberg Castle, Germany). The card goes on
// its new minion as it is, not played again; never onto a minion who may
// not have it ([LSJ 19980831]: an equipment on Enkidu; nogear.go).

var msgMovesTo = engine.NewMsg("vtes.moves-to", "{0} moves to {1}.", "{0} passe sur {1}.")

// MoveGear moves equipment or retainer c, on a minion, to minion to. It
// reports whether c moved: not when to may not have it.
func (g *Game) MoveGear(c, to *Card) bool {
	if !g.MayReceiveGear(c, to) {
		return false
	}
	from := g.cards[c.Host]
	g.attach(c, to)
	g.changed(c)
	g.changed(from)
	g.changed(to)
	g.note(msgMovesTo.With(cardArg(c), cardArg(to)))
	return true
}

// MayReceiveGear reports whether c, an equipment or retainer on another
// minion, may be moved to minion to.
func (g *Game) MayReceiveGear(c, to *Card) bool {
	return c.Zone == ZoneAttached && c.Host != NoCard && c.Host != to.ID &&
		c.Def.Types.Has(Equipment|Retainer) && !barsGear(to, c)
}
