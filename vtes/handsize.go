package vtes

import "fmt"

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
// drawing as many cards as it rose, or discarding down to it. A guard,
// inlined: it is asked after every card played, ability used, action and
// combat, and most of the time no card changing hand sizes is in play
// and none gave a bonus (changeHandSizes, out of line: keeps its callers'
// paths short; BENCHMARKS, VS3).
func (g *Game) handSizesChanged() {
	if g.handSizeAsk || g.handSizeMoves != g.playMoves || g.handSizeListed != len(g.handSizeCards)+1 {
		g.changeHandSizes()
	}
}

// changeHandSizes is handSizesChanged's check of each seat, when a card
// changing hand sizes may be in play or one gave a bonus.
func (g *Game) changeHandSizes() {
	if g.handSizeAsk = g.handSizeMayBeInPlay() || g.handBonuses; !g.handSizeAsk {
		return // what it kept was stale, and is still nothing to do
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
		if n != 0 { // before drawing or discarding: a discard is asked
			g.handBonuses, g.handSizeAsk = true, true
		}
		if d > 0 {
			g.drawN(s, d)
		} else {
			g.DiscardDown(s)
		}
		inPlay = g.handSizeInPlay() // as the next seat's turn to check starts
	}
	g.noteHandBonuses()
}

// noteHandBonuses records whether some Methuselah's hand size holds a
// bonus of the cards in play (Game.handBonuses).
func (g *Game) noteHandBonuses() {
	g.handBonuses = false
	for _, m := range g.seats {
		g.handBonuses = g.handBonuses || m.handBonus != 0
	}
	g.handSizeAsk = g.handBonuses || g.handSizeMayBeInPlay()
}

// handSizeKept is what handSizesChanged keeps between its checks (Game's,
// promoted; not game state): whether some card of handSizeCards is in a
// zone of play (handSizeLive), known while playMoves is handSizeMoves
// and handSizeCards handSizeListed long less 1 (0: never known); whether some
// seat's handBonus may not be 0 (handBonuses: never false when one is);
// whether either is true (handSizeAsk, never false when one is).
type handSizeKept struct {
	handSizeLive, handBonuses, handSizeAsk bool
	handSizeMoves                          uint64
	handSizeListed                         int
}

// checkHandSizeKept verifies what handSizesChanged keeps (CheckInvariants).
func (g *Game) checkHandSizeKept() error {
	bonus := false
	for _, m := range g.seats {
		bonus = bonus || m.handBonus != 0
	}
	if bonus && !g.handBonuses { // (true with none is only a check more, until the next)
		return fmt.Errorf("a seat has a hand bonus, which the game's word does not say (handSizesChanged)")
	}
	if (g.handBonuses || g.handSizeLive) && !g.handSizeAsk {
		return fmt.Errorf("handSizeAsk is false, handBonuses %v and handSizeLive %v (handSizesChanged)", g.handBonuses, g.handSizeLive)
	}
	if g.handSizeMoves == g.playMoves && g.handSizeListed == len(g.handSizeCards)+1 &&
		g.handSizeLive != g.handSizeInZones() {
		return fmt.Errorf("the hand size cards in play kept say %v, not %v (handSizeMayBeInPlay)", g.handSizeLive, !g.handSizeLive)
	}
	return nil
}

// handSizeMayBeInPlay reports whether one of the cards changing hand
// sizes is in a zone of play (inPlayZone, which inPlayNow implies), kept
// until a card enters or leaves play (Game.playMoves) or the list grows.
func (g *Game) handSizeMayBeInPlay() bool {
	if g.handSizeMoves != g.playMoves || g.handSizeListed != len(g.handSizeCards)+1 {
		g.handSizeLive = g.handSizeInZones()
		g.handSizeMoves, g.handSizeListed = g.playMoves, len(g.handSizeCards)+1
	}
	return g.handSizeLive
}

// handSizeInZones reports whether one of handSizeCards is in a zone of
// play.
func (g *Game) handSizeInZones() bool {
	for _, id := range g.handSizeCards {
		if inPlayZone(g.zones[id]) {
			return true
		}
	}
	return false
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
	g.noteHandBonuses()
}
