package vtes

import "kindred/engine"

// Cards held out of play by a card in play, which their Methuselah plays
// as if from the hand, requirements and cost as normal (rules/vtes.md
// §1.5.3, §1.5.4): "Tzimisce you control can play cards from this
// location as if from your hand" (Fleshforge Chamber: ghouls, face up),
// "you may play the card from the Fragments as if playing it from your
// hand" (The Erciyes Fragments: a card of the prey's ash heap, face down),
// "this Gangrel can play these cards as if from your hand" (Gift of
// Proteus: Protean cards from the hand, face down).
//
// A held card lies among the removed cards and names its holder by its
// first link (Card.Links[0], which positions keep). It is offered where a
// card of its type in the hand would be: action cards with the minion's
// actions (offerHeldActionCards), every other type in the windows and
// phases that let the hand's cards be played (offerHeldPlays), by the
// minions (or the Methuselah, m nil) the holder's Static.Holds names.
// Played, it leaves its holder and is not replaced: it did not come from
// the hand. A holder with Static.HoldsFaceDown keeps its cards hidden from
// every Methuselah but its controller (View.visible); one with
// Static.HeldOutOfGame has the cards played from it removed from the game
// when they are burned (outofgame.go).

var (
	msgActCardHeld = engine.NewMsg("vtes.act-card-held", "{0}: {1} ({2}) as if from the hand", "{0} : {1} ({2}) comme depuis la main")
	msgHeld        = engine.NewMsg("vtes.held", "{0} puts {1} on {2}, out of play.", "{0} place {1} sur {2}, hors jeu.")
	msgHeldHidden  = engine.NewMsg("vtes.held-hidden", "{0} puts a card on {1}, face down.", "{0} place une carte sur {1}, face cachée.")
	msgPlayHeld    = engine.NewMsg("vtes.play-held", "Play {0} ({1}) from {2}", "Jouer {0} ({1}) depuis {2}")
	msgPlayHeldBy  = engine.NewMsg("vtes.play-held-by", "Play {0} ({1}) with {2}, as if from the hand", "Jouer {0} ({1}) avec {2}, comme depuis la main")
)

// Hold puts card c, from seat's hand, on holder, out of play; the hand,
// one card short, draws back to its size (§1.5.3). A face-down holder's
// card is not named in the log.
func (g *Game) Hold(seat int, c, holder *Card) {
	if c.Zone != ZoneHand || c.Owner != seat || !inPlayZone(holder.Zone) {
		return
	}
	g.hold(c, holder)
	if holder.Def.Static.HoldsFaceDown {
		g.note(msgHeldHidden.With(seatArg(seat), cardArg(holder)))
	} else {
		g.note(msgHeld.With(seatArg(seat), cardArg(c), cardArg(holder)))
	}
	g.draw(seat)
}

// HoldFromAsh puts card c, from an ash heap, on holder, out of play, for
// the holder's controller. The log names it even on a face-down holder:
// every Methuselah sees which card leaves the ash heap ([ANK 20200523]).
func (g *Game) HoldFromAsh(c, holder *Card) {
	if c.Zone != ZoneAsh || !inPlayZone(holder.Zone) {
		return
	}
	g.hold(c, holder)
	g.note(msgHeld.With(seatArg(holder.Controller), cardArg(c), cardArg(holder)))
}

// hold moves c out of play onto holder.
func (g *Game) hold(c, holder *Card) {
	g.put(c, ZoneRemoved, c.Owner)
	c.Links[0] = holder.ID
	g.changed(c)
}

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

// heldBy reports whether card is held by h and h lets minion m (nil for
// the Methuselah) play it.
func (g *Game) heldBy(h, card, m *Card) bool {
	if card.Zone != ZoneRemoved || card.Links[0] != h.ID {
		return false
	}
	for _, c := range h.Def.Static.Holds(g, h, m) {
		if c == card {
			return true
		}
	}
	return false
}

// holders lists seat's uncontested cards in play that hold cards: its
// cards in play, and the cards on its minions (Gift of Proteus).
func (g *Game) holders(seat int) []*Card {
	var out []*Card
	add := func(c *Card) {
		if c.Def.Static.Holds != nil && !c.Contested && c.Controller == seat {
			out = append(out, c)
		}
	}
	m := g.seats[seat]
	for _, l := range [3][]CardID{m.InPlay, m.Ready, m.Torpor} {
		for _, id := range l {
			add(g.cards[id])
			for _, a := range g.cards[id].Attached {
				add(g.cards[a])
			}
		}
	}
	return out
}

// HeldFaceDown reports whether c is held face down, and by which card
// (for the tests that check no view shows a hidden card).
func (g *Game) HeldFaceDown(c *Card) (*Card, bool) { return g.heldFaceDown(c) }

// heldFaceDown reports whether c is held face down, and by which card.
func (g *Game) heldFaceDown(c *Card) (*Card, bool) {
	if c.Zone != ZoneRemoved || c.Links[0] == NoCard || int(c.Links[0]) >= len(g.cards) {
		return nil, false
	}
	h := g.cards[c.Links[0]]
	return h, h.Def.Static.HoldsFaceDown
}

// offerHeldActionCards adds the action cards minion c may play from the
// cards in play seat controls that hold some for it (Static.Holds).
func (g *Game) offerHeldActionCards(seat int, c *Card) {
	if !g.holdsCards {
		return
	}
	for _, h := range g.holders(seat) {
		for _, card := range h.Def.Static.Holds(g, h, c) {
			if card.Zone == ZoneRemoved && card.Links[0] == h.ID &&
				g.offerActionModes(seat, c, card, msgActCardHeld) {
				return
			}
		}
	}
}

// offerHeldPlays adds, as offerPlays does for the hand, the modes of the
// held cards seat may play at step in role r: each by the minions r names
// that their holder lets play it, a master card or an event by the
// Methuselah.
func (g *Game) offerHeldPlays(seat int, step Step, r *role) {
	if !g.holdsCards || g.enough() {
		return
	}
	built := false
	for _, h := range g.holders(seat) {
		for _, c := range g.Held(h) {
			if !modeFits(c, r.kinds, step) {
				continue
			}
			if !built {
				g.buildLists(r)
				built = true
			}
			if g.offerHeldModes(seat, step, r, h, c) {
				return
			}
		}
	}
}

// offerHeldModes adds the modes of card c, held by h, fitting step and r;
// true once a replay has the option it needs (enough).
func (g *Game) offerHeldModes(seat int, step Step, r *role, h, c *Card) bool {
	for mi := range c.Def.Modes {
		md := &c.Def.Modes[mi]
		if !kindIn(md.Kind, r.kinds) || !stepFits(md, step) {
			continue
		}
		if md.Kind == PlayMaster || md.Kind == PlayEvent {
			if g.heldBy(h, c, nil) && g.playable(seat, c, mi, nil) {
				g.optionMsg(playCode(c.ID, mi, nil), msgPlayHeld, cardArg(c), labelArg(md.Label), cardArg(h))
			}
			if g.enough() {
				return true
			}
			continue
		}
		ms := r.minions
		if md.Outside {
			ms = r.outside
		}
		if md.ByOther {
			ms = r.others
		}
		for _, mn := range ms {
			if g.heldBy(h, c, mn) && g.playable(seat, c, mi, mn) && g.playsOnce(seat, c, mi, mn) {
				g.optionMsg(playCode(c.ID, mi, mn), msgPlayHeldBy, cardArg(c), labelArg(md.Label), cardArg(mn))
				if g.enough() {
					return true
				}
			}
		}
	}
	return false
}

// unhold forgets the holder of card c, played from it, and returns it
// (nil if c was not held): a card played from a holder with
// Static.HeldOutOfGame is removed from the game when it is burned
// (outofgame.go). The caller burns the holder if it is bare once the
// play is announced (BurnIfBare).
func (g *Game) unhold(c *Card) *Card {
	if c.Zone != ZoneRemoved || c.Links[0] == NoCard {
		return nil
	}
	h := g.cards[c.Links[0]]
	if h.Def.Static.HeldOutOfGame {
		g.moreOf(c).outIfBurned = true
	}
	c.Links[0] = NoCard
	g.changed(c)
	return h
}

// BurnIfBare burns holder h, in play, if its text says so and it holds no
// card ("burn this card if it has no cards on it": Gift of Proteus).
func (g *Game) BurnIfBare(h *Card) {
	if h.Def.Static.BurnedBare && inPlayZone(h.Zone) && len(g.Held(h)) == 0 {
		g.note(msgBurned.With(cardArg(h)))
		g.burn(h)
	}
}

// burnHeld burns the cards holder h holds, as h leaves play (§1.6: the
// cards on a card leaving play are burned); a holder's whose played cards
// are removed from the game when burned (Static.HeldOutOfGame) stay out.
func (g *Game) burnHeld(h *Card) {
	for _, c := range g.Held(h) {
		c.Links[0] = NoCard
		g.changed(c)
		if h.Def.Static.HeldOutOfGame {
			g.note(msgRemovedFromGame.With(cardArg(c)))
			continue
		}
		g.put(c, ZoneAsh, c.Owner)
	}
}
