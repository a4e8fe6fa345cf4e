package vtes

import (
	"cmp"
	"encoding/binary"
	"math/bits"
	"slices"
	"unsafe"
)

// list returns the slice holding a seat's cards of a zone; attached
// cards and in-play cards of no seat have none.
func (g *Game) list(seat int, z Zone) *[]CardID {
	m := g.seats[seat]
	l := listOf(m, z)
	if l != nil {
		// The caller may change it: forget what was known of it.
		m.summed &^= 1<<z | summedLists // listSum, seatShare
		if z == ZoneHand {
			m.handKnown = false // knowHand
		}
	}
	return l
}

// listOf is m's list of zone z, nil for a zone with none; read only:
// Game.list is for changing it.
func listOf(m *Methuselah, z Zone) *[]CardID {
	// The lists lie in a row in a Methuselah (zoneLists): a table finds
	// the one of a zone, not a switch, whose jump through a table of
	// addresses was mispredicted at one move in two (BENCHMARKS, VS3).
	if int(z) >= len(zoneList) || zoneList[z] < 0 {
		return nil
	}
	return &(*zoneLists)(unsafe.Pointer(&m.Library))[zoneList[z]]
}

// zoneLists are a Methuselah's lists of cards, Library to Ash, in the
// order Methuselah declares them (TestListOf holds them to it).
type zoneLists [8][]CardID

// zoneList is the place of each zone's list in zoneLists; -1 for the
// zones with none (a card on another card, a card removed from the game).
var zoneList = [...]int8{ZoneLibrary: 0, ZoneCrypt: 1, ZoneHand: 2, ZoneUncontrolled: 3, ZoneReady: 4,
	ZoneTorpor: 5, ZoneInPlay: 6, ZoneAttached: -1, ZoneAsh: 7, ZoneRemoved: -1}

// seatOfZone is whose list a card in zone z sits in: the owner for
// hidden and discard zones, the controller in play.
func seatOfZone(c *Card, z Zone) int {
	switch z {
	case ZoneLibrary, ZoneCrypt, ZoneHand, ZoneAsh, ZoneRemoved:
		return c.Owner
	}
	return c.Controller
}

// removeID removes id from the list l holds, if it is there. The search
// starts from the end, where a library's top card is (drawOne): a card is
// in a list at most once (CheckInvariants), so the end it starts from
// does not change what is removed.
func removeID(l *[]CardID, id CardID) bool {
	s := *l
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == id {
			// The cards after it move down one by one, as append(s[:i],
			// s[i+1:]...) would move them, without its call to the
			// runtime's memmove: most are taken at the end or near it
			// (a library's top card, a card of a hand).
			for ; i < len(s)-1; i++ {
				s[i] = s[i+1]
			}
			*l = s[:len(s)-1]
			return true
		}
	}
	return false
}

// setZone sets card c's zone, in the card and in the game's table of
// zones (Game.zones), the only two places that say it.
func (g *Game) setZone(c *Card, z Zone) {
	if inPlayZone(z) || inPlayZone(c.Zone) {
		g.playMoves++ // abilityCardsInPlay
	}
	c.Zone = z
	g.zones[c.ID] = z
	g.shares.moved(c.ID, z)
}

// addCard gives card c, new, its id and place in the game's tables.
func (g *Game) addCard(c *Card) {
	c.ID = CardID(len(g.cards))
	g.cards = append(g.cards, c)
	g.zones = append(g.zones, c.Zone)
	g.shares.add(c.ID, c.Zone)
	g.noteCard(c)
}

// take removes a card from wherever it is.
func (g *Game) take(c *Card) {
	g.shares.forget(c.ID)                             // it moves (hashshares.go)
	if c.Zone == ZoneHand && len(g.knownInHand) > 0 { // a card revealed into a hand is rare
		g.unshow(c) // it leaves the hand: no longer known (shownhand.go)
	}
	if c.Zone == ZoneAttached {
		g.takeAttached(c)
		return
	}
	if l := g.list(seatOfZone(c, c.Zone), c.Zone); l != nil {
		removeID(l, c.ID)
	}
}

// takeAttached takes card c off its host. Out of line: most moves are
// draws and plays from a hand, and keep take's path short (BENCHMARKS,
// VS3).
func (g *Game) takeAttached(c *Card) {
	if c.Host != NoCard {
		h := g.cards[c.Host]
		removeID(&h.Attached, c.ID)
		g.titleCardLeft(c, h)
	}
	c.Host = NoCard
}

// put moves a card to a zone of a seat (the controller for zones in
// play). Cards attached to it travel with it.
func (g *Game) put(c *Card, z Zone, seat int) {
	was, wasCtl := c.Zone, c.Controller
	if hiddenZone(was) && z != was {
		g.shown++ // reveal.go
	}
	if c.more != nil || inPlayZone(was) {
		// A card out of play with no room of its own (cardmore.go), as
		// are most of those drawn and played, loses nothing there and
		// is no card to remove from the game: only what leaves play or
		// has a room is asked (corruption.go, outofgame.go).
		z = g.leavingPlay(c, z)
		z = g.burnedOutOfGame(c, z)
	}
	if was == ZoneReady && z != ZoneReady {
		g.putFromReady(c, z, seat, wasCtl)
		return
	}
	g.move(c, z, seat, wasCtl)
	if g.infernalBound {
		g.infernalMoved(c) // infernalbound.go
	}
}

// putFromReady is put for a minion leaving the ready region: the
// triggers as it is about to leave and once it has left (leaving.go).
// Out of line: rare, keeps put's path short (BENCHMARKS, VS3).
func (g *Game) putFromReady(c *Card, z Zone, seat, wasCtl int) {
	if g.beginLeaving(c) {
		defer g.endLeaving(c)
	}
	g.move(c, z, seat, wasCtl)
	g.leftReady(c)
	if g.infernalBound {
		g.infernalMoved(c) // infernalbound.go
	}
}

// move is put once what leaves play is done: card c goes to zone z of
// seat (its owner's for the zones out of play), the cards on it with it;
// wasCtl controlled it before.
func (g *Game) move(c *Card, z Zone, seat, wasCtl int) {
	g.take(c)
	g.setZone(c, z)
	switch z {
	case ZoneLibrary, ZoneCrypt, ZoneHand, ZoneAsh, ZoneRemoved:
		c.Controller = c.Owner
		seat = c.Owner
	default:
		c.Controller = seat
	}
	if z == ZoneLibrary || z == ZoneCrypt {
		c.rest()
	}
	if l := g.list(seat, z); l != nil {
		*l = append(*l, c.ID)
	}
	if len(c.Attached) > 0 {
		g.hostMoved(c, wasCtl)
	}
}

// hostMoved gives the cards on c, moved, to its controller: not a card
// another Methuselah than wasCtl, c's controller before, still controls
// (Melange). Out of line: rare, keeps put's path short (BENCHMARKS, VS3).
func (g *Game) hostMoved(c *Card, wasCtl int) {
	for _, a := range c.Attached {
		if a := g.cards[a]; followsHost(a) && a.Controller == wasCtl {
			a.Controller = c.Controller
			g.changed(a)
		}
	}
}

// rest returns a card put in a library or crypt to the state it had at
// the start of the game: there it is a new object, every counter and mark
// gone (§1.5.3, §7.6). The state hash skips such cards (their zone lists
// say where they are: hash.go) and CheckInvariants holds them to it.
func (c *Card) rest() {
	more := c.more // its room is the card's, cleared (cardmore.go)
	*c = Card{ID: c.ID, Def: c.Def, Owner: c.Owner, Controller: c.Owner, Zone: c.Zone,
		Host: NoCard, Attached: c.Attached, Links: [2]CardID{NoCard, NoCard}, modes: c.modes}
	if more != nil {
		*more = cardMore{usedActions: more.usedActions[:0]}
		c.more = more
	}
}

// atRest reports whether c is as rest leaves it (CheckInvariants).
func (c *Card) atRest() bool {
	// The marks and the sect read as two words (cardFlags: no mark, and
	// NoSect, which is 0), the rarer state only when the card has a room
	// for it: CheckInvariants asks it of the cards of a library or crypt
	// an eighth at a time, field by field it was 2 % of a check.
	f := (*[cardFlagsSize]byte)(unsafe.Pointer(&c.cardFlags))
	return c.Controller == c.Owner && c.Host == NoCard && c.Blood == 0 && c.Counters == 0 &&
		c.Links == [2]CardID{NoCard, NoCard} &&
		binary.LittleEndian.Uint64(f[0:])|binary.LittleEndian.Uint64(f[8:]) == 0 &&
		(c.more == nil || c.more.atRest())
}

// atRest reports whether the rarer state of a card (cardMore) is none
// (Card.atRest): no bonus, action used, corruption, printed card nor
// disease.
func (m *cardMore) atRest() bool {
	return m.capacityBonus == 0 && !m.discBonus.any() && len(m.usedActions) == 0 &&
		m.corruption == nil && m.printed == nil && !m.diseased
}

// NoSect must be 0, the zero cardFlags' (Card.atRest): another value
// fails to compile.
var _ = [1]struct{}{}[NoSect]

// leftReady runs the OnLeaveReady triggers of the cards in play once
// minion m has left the ready region; the triggers are collected first,
// as they may burn cards.
func (g *Game) leftReady(m *Card) {
	for _, c := range g.inPlayWhere(g.leaveReadyCards, func(c *Card) bool { return c.Def.Static.OnLeaveReady != nil }) {
		if inPlayZone(c.Zone) {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnLeaveReady(g, c, m)
			g.restoreCause(oldCause)
		}
	}
}

// attach puts card c on host (equipment, retainers, master cards). A
// minion card on a minion is controlled by the minion's controller; a
// master card stays under the control of whoever played it, even on
// another Methuselah's vampire (§1.6, §1.7).
func (g *Game) attach(c, host *Card) {
	g.dropCountersOnMove(c, host) // movecounters.go
	g.take(c)
	g.setZone(c, ZoneAttached)
	c.Host = host.ID
	if followsHost(c) {
		c.Controller = host.Controller
	}
	if cap(host.Attached) == 0 { // room for two, from a chunk (slab.go): grown from nothing, ≈ 0.7 % of the allocations
		host.Attached = g.idRoom.newSlice(2, idChunk)[:0]
	}
	host.Attached = append(host.Attached, c.ID)
}

// followsHost reports whether an attached card is controlled by its
// host's controller: every card but master cards (§1.6).
func followsHost(c *Card) bool { return !c.Def.Types.Has(Master) }

// burn sends a card to its owner's ash heap with every card on it; its
// counters go back to the bank (§7.6).
func (g *Game) burn(c *Card) {
	if g.sparesAllies && g.combat != nil && g.allySpared(c) { // allyspared.go
		return
	}
	if c.Zone == ZoneReady && g.beginLeaving(c) {
		defer g.endLeaving(c)
	}
	g.hostBurning(c) // hostburning.go
	for len(c.Attached) > 0 {
		g.burn(g.cards[c.Attached[0]])
	}
	c.Blood, c.Counters, c.Locked = 0, 0, false
	if c.more != nil {
		c.more.capacityBonus, c.more.discBonus = 0, Disciplines{}
	}
	if g.burnedIntoLibrary(c) { // burnshuffle.go
		return
	}
	g.put(c, ZoneAsh, c.Owner)
}

// remove takes a card out of the game with every card on it (§14 C41).
func (g *Game) remove(c *Card) {
	if c.Zone == ZoneReady && g.beginLeaving(c) {
		defer g.endLeaving(c)
	}
	for len(c.Attached) > 0 {
		g.remove(g.cards[c.Attached[0]])
	}
	c.Blood, c.Counters = 0, 0
	was := c.Zone
	g.leavingPlay(c, ZoneRemoved)
	g.take(c)
	g.setZone(c, ZoneRemoved)
	c.Controller = c.Owner
	if was == ZoneReady {
		g.leftReady(c)
	}
	if g.infernalBound {
		g.infernalMoved(c) // infernalbound.go
	}
}

// shuffle shuffles a list with the game's generator.
func (g *Game) shuffle(l []CardID) {
	for _, m := range g.seats { // some library or crypt changes (listSum)
		m.summed &^= 1<<ZoneLibrary | 1<<ZoneCrypt | summedLists
	}
	for i := len(l) - 1; i > 0; i-- {
		j := g.rand.Intn(i + 1)
		l[i], l[j] = l[j], l[i]
	}
}

// draw moves the top library card to the hand; an empty library draws
// nothing (§1.5.3).
func (g *Game) draw(seat int) {
	g.drawN(seat, 1)
}

// replace draws the replacement of card c, played from seat's hand, or
// owes it until the next unlock phase when the card says so (§1.5.3,
// G00025).
func (g *Game) replace(seat int, c *Card) {
	if g.replacesLater(c) {
		g.replaceOdd(seat, c)
		return
	}
	g.drawOne(seat)
}

// replacesLater reports whether the replacement of card c, just played,
// is not a draw at once, or not that alone: the card's own "do not
// replace until …" (CardDef.NoReplace and the others), a card in play
// replacing it otherwise (Game.minionReplaceBars, replaceInstead), a
// combat drawing more (drawmore.go), an action deferring the reactions'
// (reactiontoll.go). replaceOdd sorts them out; the rest draw.
func (g *Game) replacesLater(c *Card) bool {
	d := c.Def
	return d.NoReplace || d.ReplaceOnLeaving || d.ReplaceAfterAction || d.ReplaceAfterCombat ||
		d.ReplaceFromAsh || d.ReplaceAtDiscard || g.minionReplaceBars || g.replaceInstead ||
		g.combat != nil && g.combat.drawMore != 0 || g.action != nil && g.action.ReactionsUnreplaced
}

// replaceOdd is replace for the cards replacesLater names. Out of line:
// rare, keeps replace's path short (BENCHMARKS, VS3).
func (g *Game) replaceOdd(seat int, c *Card) {
	if c.Def.NoReplace {
		g.seats[seat].Owed++
		g.seats[seat].changed()
		return
	}
	if c.Def.ReplaceAtDiscard {
		g.seats[seat].owedDiscard++ // replacediscard.go
		g.seats[seat].changed()
		return
	}
	if g.minionReplaceBars && g.noReplaceInMinionPhase(seat) {
		g.seats[seat].owedMinion++ // replaceminion.go
		g.seats[seat].changed()
		return
	}
	if g.oweFromAsh(c) || g.oweAfterCombat(seat, c) { // replacefromash.go, replaceaftercombat.go
		return
	}
	if (c.Def.ReplaceAfterAction || g.reactionUnreplaced(c)) && g.action != nil { // reactiontoll.go
		g.seats[seat].owedAction++ // replace.go
		g.seats[seat].changed()
		return
	}
	if g.replacedInstead(seat, c) {
		return
	}
	g.draw(seat)
	g.drawMoreOnReplace(seat) // drawmore.go
}

// drawN draws n cards from seat's library, fewer if it runs out.
func (g *Game) drawN(seat, n int) {
	for range n {
		g.drawOne(seat)
	}
}

func (g *Game) drawOne(seat int) {
	if g.storesCards && g.drawStored(seat) { // storedcards.go
		return
	}
	m := g.seats[seat]
	if len(m.Library) == 0 {
		return
	}
	c := g.cards[m.Library[len(m.Library)-1]]
	g.put(c, ZoneHand, seat)
}

// HandSize returns a seat's hand size: 7 plus card effects (§14 C8),
// less the cards played and not yet replaced (Methuselah.Owed, and
// owedAction until the action ends: rules/vtes.md §1.5.3, "len(hand) ==
// handSize − unreplacedDebt").
func (g *Game) HandSize(seat int) int {
	n := 7 - g.seats[seat].Owed - g.seats[seat].owedAction - g.seats[seat].owedDiscard -
		g.seats[seat].owedMinion - g.seats[seat].owedMaster +
		g.seats[seat].handSizeForGame + g.seats[seat].handSizeUntilDiscard +
		g.seats[seat].handSizeUntilUnlock
	// The cards seat controls in play (eachControlled's) with a HandSize,
	// found from the game's list of those (noteCard): a sum does not
	// depend on their order.
	n += g.handSizeEffects(seat)
	n += g.combatHandSize(seat)
	n += g.combatHandBonus(seat) // combathand.go
	return max(n, 0)
}

// refill restores the hand to its size: draw, or the owner discards the
// excess (§1.5.3, A27).
func (g *Game) refill(seat int) {
	m := g.seats[seat]
	size := g.HandSize(seat)
	for len(m.Hand) < size && len(m.Library) > 0 {
		g.draw(seat)
	}
	for len(m.Hand) > size {
		g.options()
		for i, id := range m.Hand {
			if g.firstCopy(m.Hand, i) {
				g.optionMsg(int64(id), msgCard, cardArg(g.cards[id]))
			}
		}
		c := g.cards[g.askCode(seat, kindHandDiscrd, msgDiscardDown.With(intArg(len(m.Hand)-size)))]
		g.put(c, ZoneAsh, seat)
	}
}

// DiscardDown makes seat discard down to its hand size, after drawing
// past it ("draw 2 cards, discard down afterward": Fragment of the Book of
// Nod); nothing is drawn.
func (g *Game) DiscardDown(seat int) {
	m := g.seats[seat]
	if len(m.Hand) > g.HandSize(seat) {
		g.refill(seat)
	}
}

// firstCopy reports whether the i-th card of a hand is the first copy of
// its card there: copies of one card are the same play, so options are
// offered once per card, not once per copy.
func (g *Game) firstCopy(hand []CardID, i int) bool {
	def := g.cards[hand[i]].Def
	for _, id := range hand[:i] {
		if g.cards[id].Def == def {
			return false
		}
	}
	return true
}

// eachInPlay calls f for every card a seat controls in play: minions in
// the ready and torpor regions, the cards on them, and cards in play on
// no card.
func (g *Game) eachInPlay(seat int, f func(c *Card)) {
	m := g.seats[seat]
	for _, l := range [3][]CardID{m.Ready, m.Torpor, m.InPlay} {
		for _, id := range l {
			c := g.cards[id]
			f(c)
			for _, a := range c.Attached {
				f(g.cards[a])
			}
		}
	}
}

// inPlayWhere lists the cards of ids in play, seat by seat in
// eachInPlay's order, for which keep is true: ids is the game's list of
// the cards with the hook keep looks for (noteCard), so that no walk of
// every card in play is needed (inWalkOrder). Why: the table-wide
// triggers (a minion leaving the ready region, about to leave it, a
// master phase starting) collect their cards before running any, since a
// trigger may move or burn cards; this is that collection, written once.
func (g *Game) inPlayWhere(ids []CardID, keep func(c *Card) bool) []*Card {
	return g.inWalkOrder(nil, ids, keep)
}

// inWalkOrder appends to out the cards of ids in play (inPlayNow) that
// keep accepts, in eachInPlay's order, seat by seat: what a walk of every
// card in play would find, for the hooks only a few cards of the game have
// (the lists of noteCard), far fewer than the cards in play. ids holds
// each card at most once.
func (g *Game) inWalkOrder(out []*Card, ids []CardID, keep func(c *Card) bool) []*Card {
	n := len(out)
	for _, id := range ids {
		if c := g.cards[id]; g.inPlayNow(c) && keep(c) {
			out = append(out, c)
		}
	}
	if len(out)-n > 1 {
		slices.SortFunc(out[n:], func(a, b *Card) int { return cmp.Compare(g.walkKey(a), g.walkKey(b)) })
	}
	return out
}

// walkKey orders the cards in play as eachInPlay meets them: by the seat
// whose lists hold them, then the ready region, the torpor region and the
// cards on no minion, then their place in the list, each card followed by
// those on it in their order.
func (g *Game) walkKey(c *Card) uint64 {
	var on uint64 // 0 for the card in the list, 1+i for the i-th card on it
	if c.Zone == ZoneAttached {
		h := g.cards[c.Host]
		on = uint64(1 + slices.Index(h.Attached, c.ID))
		c = h
	}
	m := g.seats[c.Controller]
	region, l := uint64(2), m.InPlay
	switch c.Zone {
	case ZoneReady:
		region, l = 0, m.Ready
	case ZoneTorpor:
		region, l = 1, m.Torpor
	}
	return uint64(c.Controller)<<56 | region<<48 | uint64(slices.Index(l, c.ID))<<24 | on
}

// inPlayNow reports whether c is in play as eachInPlay walks it: a minion
// or a card on no minion in a seat's zones, or a card on one of those.
func (g *Game) inPlayNow(c *Card) bool {
	switch c.Zone {
	case ZoneReady, ZoneTorpor, ZoneInPlay:
		return true
	case ZoneAttached:
		if c.Host == NoCard {
			return false
		}
		switch g.cards[c.Host].Zone {
		case ZoneReady, ZoneTorpor, ZoneInPlay:
			return true
		}
	}
	return false
}

// eachControlled calls f for every card in play seat controls: its
// minions, the minion cards on them, its cards in play on no card, and
// its master cards on other Methuselahs' minions (§1.6).
func (g *Game) eachControlled(seat int, f func(c *Card)) {
	// eachInPlay's walk, seat by seat, written out: the test of the
	// controller before the call, not in a closure called for every card
	// in play. A card in a seat's list is controlled by that seat
	// (seatOfZone; CheckInvariants holds them to it): only the cards on
	// them are tested.
	for s, m := range g.seats {
		for _, l := range [3][]CardID{m.Ready, m.Torpor, m.InPlay} {
			for _, id := range l {
				c := g.cards[id]
				if s == seat {
					f(c)
				}
				for _, a := range c.Attached {
					if c := g.cards[a]; c.Controller == seat {
						f(c)
					}
				}
			}
		}
	}
}

// inPlayByName reports whether any card of that VEKN id is in play
// anywhere, for unique cards (§10.1).
func (g *Game) inPlayByID(id int) *Card {
	for s := range g.seats {
		var found *Card
		g.eachInPlay(s, func(c *Card) {
			if c.Def.ID == id && found == nil {
				found = c
			}
		})
		if found != nil {
			return found
		}
	}
	return nil
}

// nextInPlay returns the first card from id i on whose zone in the game's
// table of zones (Game.zones, a byte a card) is one in play (inPlayZone),
// or -1: the walks of every card in play for a name or a hook read the
// table eight zones at a time, most of a game's cards being in a library
// or a crypt.
func nextInPlay(zones []Zone, i int) int {
	b := unsafe.Slice((*byte)(unsafe.SliceData(zones)), len(zones))
	for ; i+8 <= len(b); i += 8 {
		// A byte is 4 to 7 (ZoneReady to ZoneAttached) when it xors to 0
		// with 4 but for its two low bits; the lowest zero byte of y is
		// the lowest bit of m (the borrows only mark bytes above it).
		y := (binary.LittleEndian.Uint64(b[i:]) ^ 0x0404040404040404) & 0xfcfcfcfcfcfcfcfc
		if m := (y - 0x0101010101010101) &^ y & 0x8080808080808080; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(b); i++ {
		if inPlayZone(Zone(b[i])) {
			return i
		}
	}
	return -1
}

// The in-play zones are 4 to 7, which nextInPlay tests eight at a time:
// another numbering fails to compile.
var _ = [1]struct{}{}[ZoneReady-4+ZoneTorpor-5+ZoneInPlay-6+ZoneAttached-7]
