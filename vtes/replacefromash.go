package vtes

import "kindred/engine"

// "Do not replace until after this action. If you would replace this
// card, instead you can take this card from your ash heap" (Steely
// Tenacity; rules/vtes.md §1.5.3): a card played during an action with
// CardDef.ReplaceFromAsh is replaced once the action is over, and its
// Methuselah may then take that very card back from their ash heap
// instead of drawing. ActionState.FromAsh lists those cards until then.
// Played outside an action, the card is replaced as usual.

var msgTakeFromAsh = engine.NewMsg("vtes.take-from-ash",
	"Take {0} back from your ash heap instead of replacing it?",
	"Reprendre {0} de votre tas de cendres au lieu de la remplacer ?")

var msgTakesFromAsh = engine.NewMsg("vtes.takes-from-ash",
	"{0} takes {1} back from their ash heap.",
	"{0} reprend {1} de son tas de cendres.")

// oweFromAsh notes card c, played during an action, for replaceFromAsh,
// and reports whether it did.
func (g *Game) oweFromAsh(c *Card) bool {
	if !c.Def.ReplaceFromAsh || g.action == nil {
		return false
	}
	g.action.FromAsh = append(g.action.FromAsh, c.ID)
	g.seats[c.Owner].owedAction++ // the hand counts it owed (HandSize)
	g.seats[c.Owner].changed()
	return true
}

// replaceFromAsh replaces, as the action ends, each card oweFromAsh
// noted: by itself from its Methuselah's ash heap if they want it and
// it is there, by a draw otherwise.
func (g *Game) replaceFromAsh() {
	a := g.action
	if a == nil || len(a.FromAsh) == 0 {
		return
	}
	owed := a.FromAsh
	a.FromAsh = nil
	for _, id := range owed {
		c := g.cards[id]
		seat := c.Owner
		g.seats[seat].owedAction--
		g.seats[seat].changed()
		if g.seats[seat].Ousted {
			continue
		}
		if c.Zone == ZoneAsh && g.yesNo(seat, kindChoose, msgTakeFromAsh.With(cardArg(c))) {
			g.put(c, ZoneHand, seat)
			g.note(msgTakesFromAsh.With(seatArg(seat), cardArg(c)))
			continue
		}
		g.drawOne(seat)
	}
}

// replaceCancelled replaces at once, by a draw, a card of p noted for
// replaceFromAsh that was cancelled as it was played: its alternate
// replacement is cancelled with it (group G00058 [LSJ 20080630] [LSJ
// 20011023]).
func (g *Game) replaceCancelled(p *Play) {
	a := g.action
	if a == nil || !p.Card.Def.ReplaceFromAsh {
		return
	}
	for i, id := range a.FromAsh {
		if id == p.Card.ID {
			a.FromAsh = append(a.FromAsh[:i:i], a.FromAsh[i+1:]...)
			seat := p.Card.Owner
			g.seats[seat].owedAction--
			g.seats[seat].changed()
			g.drawOne(seat)
			return
		}
	}
}

// hashFromAsh writes the cards waiting for replaceFromAsh.
func hashFromAsh(h *engine.Hasher, a *ActionState) {
	if len(a.FromAsh) == 0 {
		return
	}
	h.Uint64(uint64(len(a.FromAsh)) ^ 0x452821e638d01377)
	for _, id := range a.FromAsh {
		h.Int(int(id))
	}
}
