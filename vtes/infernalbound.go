package vtes

import "kindred/engine"

// Cards bound to an infernal master (rules/vtes.md §3.2 "infernal"): an
// ally "removed from the game if you control no infernal vampires"
// (Infernal Servitor, Static.NeedsInfernal). The condition holds at all
// times: it is checked each time an infernal vampire or such a card
// moves (put, remove: burned, sent out of the game, stolen, leaving
// torpor for the ash heap), in games holding such a card only
// (Game.infernalBound). A vampire in torpor is still controlled (§1.2).

var msgInfernalBoundOut = engine.NewMsg("vtes.infernal-bound-out",
	"{0} is removed from the game: its Methuselah controls no infernal vampire.",
	"{0} est retiré du jeu : son Mathusalem ne contrôle aucun vampire infernal.")

// infernalMoved removes, after card c moved, the cards in play needing an
// infernal vampire whose controller now controls none.
func (g *Game) infernalMoved(c *Card) {
	if !c.Def.Infernal && !c.Def.Static.NeedsInfernal {
		return
	}
	for s, m := range g.seats {
		if g.controlsInfernal(s) {
			continue
		}
		for b := g.infernalBoundIn(m.Ready); b != nil; b = g.infernalBoundIn(m.Ready) {
			g.note(msgInfernalBoundOut.With(cardArg(b)))
			g.remove(b)
		}
	}
}

// infernalBoundIn returns the first card of l needing an infernal
// vampire, or nil.
func (g *Game) infernalBoundIn(l []CardID) *Card {
	for _, id := range l {
		if c := g.cards[id]; c.Def.Static.NeedsInfernal {
			return c
		}
	}
	return nil
}

// controlsInfernal reports whether seat controls an infernal vampire,
// ready or in torpor.
func (g *Game) controlsInfernal(seat int) bool {
	m := g.seats[seat]
	for _, l := range [2][]CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if v := g.cards[id]; v.Def.Infernal && v.IsVampire() {
				return true
			}
		}
	}
	return false
}
