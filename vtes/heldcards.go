package vtes

import "kindred/engine"

// Cards held out of play by a card in play, which minions play as if from
// their Methuselah's hand ("you can put a ghoul (ally or retainer) from
// your hand on this location, face up and out of play. Tzimisce you
// control can play cards from this location as if from your hand
// (requirements and cost apply as normal)": Fleshforge Chamber;
// rules/vtes.md §1.5.3, §1.5.4). A held card lies face up among the
// removed cards and names its holder by its first link (Card.Links[0],
// which positions keep); played, it leaves its holder and is not
// replaced: it did not come from the hand. Only action cards are held so
// far (allies and retainers): they are offered with the minion's actions.

var msgActCardHeld = engine.NewMsg("vtes.act-card-held", "{0}: {1} ({2}) as if from the hand", "{0} : {1} ({2}) comme depuis la main")

// Hold puts card c, from seat's hand, on holder, face up and out of play;
// the hand, one card short, draws back to its size (§1.5.3).
func (g *Game) Hold(seat int, c, holder *Card) {
	if c.Zone != ZoneHand || c.Owner != seat || !inPlayZone(holder.Zone) {
		return
	}
	g.put(c, ZoneRemoved, seat)
	c.Links[0] = holder.ID
	g.changed(c)
	g.note(msgHeld.With(seatArg(seat), cardArg(c), cardArg(holder)))
	g.draw(seat)
}

var msgHeld = engine.NewMsg("vtes.held", "{0} puts {1} on {2}, out of play.", "{0} place {1} sur {2}, hors jeu.")

// Held lists the cards holder holds, in card order.
func (g *Game) Held(holder *Card) []*Card {
	var out []*Card
	for _, c := range g.cards {
		if c.Zone == ZoneRemoved && c.Links[0] == holder.ID {
			out = append(out, c)
		}
	}
	return out
}

// offerHeldActionCards adds the action cards minion c may play from the
// cards in play seat controls that hold some for it (Static.Holds).
func (g *Game) offerHeldActionCards(seat int, c *Card) {
	for _, id := range g.seats[seat].InPlay {
		h := g.cards[id]
		f := h.Def.Static.Holds
		if f == nil || h.Contested {
			continue
		}
		for _, card := range f(g, h, c) {
			if card.Zone == ZoneRemoved && card.Links[0] == h.ID &&
				g.offerActionModes(seat, c, card, msgActCardHeld) {
				return
			}
		}
	}
}

// unhold forgets the holder of card c, played from it.
func (g *Game) unhold(c *Card) {
	if c.Zone == ZoneRemoved && c.Links[0] != NoCard {
		c.Links[0] = NoCard
		g.changed(c)
	}
}
