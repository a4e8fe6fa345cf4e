package vtes

// Hand size changed by a combat (rules/vtes.md §1.5.3, §14 C8): "while
// the employer is in combat, the opposing minion's controller gets -1
// hand size" (Raptor). The Methuselah concerned discards down as the
// combat starts and draws back up as it ends; a new combat does it again
// ([LSJ 20030530] on Raptor).

// combatHandSize is the change to seat's hand size the combat in progress
// makes: the OpponentHandSize of the cards on each combatant whose
// opponent seat controls.
func (g *Game) combatHandSize(seat int) int {
	cs := g.combat
	if cs == nil {
		return 0
	}
	n := 0
	for side, m := range cs.Minion {
		if opp := cs.Minion[1-side]; m == nil || opp == nil || opp.Controller != seat || !m.Ready() {
			continue
		}
		g.eachHooked(hookOpponentHandSize, m, func(c *Card) {
			if f := c.Def.Static.OpponentHandSize; f != nil && !c.Contested {
				n += f(g, c)
			}
		})
	}
	return n
}

// combatHandSeats lists the Methuselahs whose hand size the combat cs
// changes as it starts, in side order.
func (g *Game) combatHandSeats(cs *CombatState) []int {
	var out []int
	for side, m := range cs.Minion {
		change := false
		g.eachHooked(hookOpponentHandSize, m, func(c *Card) {
			if c.Def.Static.OpponentHandSize != nil && !c.Contested {
				change = true
			}
		})
		if s := cs.Minion[1-side].Controller; change && !containsInt(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// refillSeats restores each seat's hand to its size (refill): discarding
// down, or drawing up.
func (g *Game) refillSeats(seats []int) {
	for _, s := range seats {
		if !g.seats[s].Ousted {
			g.refill(s)
		}
	}
}

// Hand size changed by a card in play (rules/vtes.md §1.5.3, §14 C8;
// rulebook, Drawing Cards: "Whenever an effect changes your hand size
// […], immediately discard down to or draw up to match your hand size"):
// Elder Library draws a card as it comes into play, and its Methuselah
// discards down as soon as it leaves play or is contested. The rules
// check after each card played, ability used, action, combat and
// influence move, and as each phase starts (handSizesChanged).

// handSizeEffects is the part of seat's hand size its cards in play give
// (Static.HandSize), as HandSize counts it.
func (g *Game) handSizeEffects(seat int) int {
	n := 0
	for _, id := range g.handSizeCards {
		if c := g.cards[id]; c.Controller == seat && c.Def.Static.HandSize != nil && g.inPlayNow(c) {
			n += c.Def.Static.HandSize(g, c)
		}
		if c := g.cards[id]; c.Def.Static.EachHandSize != nil && g.inPlayNow(c) {
			n += c.Def.Static.EachHandSize(g, c, seat)
		}
	}
	return n
}

// handSizesChanged brings each Methuselah's hand to its new size when
// the cards in play changed it since the last check (Methuselah.handBonus):
// drawing as many cards as it rose, or discarding down to it.
func (g *Game) handSizesChanged() {
	if len(g.handSizeCards) == 0 {
		return // no card in the game changes a hand size (handBonus stays 0)
	}
	// Most of the time none of those cards is in play: every seat's
	// effects are then 0, without asking each seat of each card (3 % of
	// a replay did).
	inPlay := g.handSizeInPlay()
	for s, m := range g.seats {
		if m.Ousted {
			continue
		}
		n := 0
		if inPlay {
			n = g.handSizeEffects(s)
		}
		d := n - m.handBonus
		if d == 0 {
			continue
		}
		m.handBonus = n
		if d > 0 {
			g.drawN(s, d)
		} else {
			g.DiscardDown(s)
		}
		inPlay = g.handSizeInPlay() // as the next seat's turn to check starts
	}
}

// handSizeInPlay reports whether one of the cards changing hand sizes
// (handSizeCards) is in play: handSizeEffects is 0 for every seat when
// none is.
func (g *Game) handSizeInPlay() bool {
	for _, id := range g.handSizeCards {
		if g.inPlayNow(g.cards[id]) {
			return true
		}
	}
	return false
}

// knowHandSizes records the hand sizes the cards in play give now, as a
// game or a test position starts: a hand already fits them.
func (g *Game) knowHandSizes() {
	for s, m := range g.seats {
		m.handBonus = g.handSizeEffects(s)
	}
}
