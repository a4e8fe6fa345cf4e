package rivals

import (
	"fmt"
	"iter"
	"math/bits"
	"slices"
)

// The board is the cards outside the piles (docs/BENCHMARKS.md, Rivals):
// the vampires in play and in torpor, attachments, Ongoing cards,
// Conspiracies, the cards of an attack, the Haven and Agenda cards and the
// City cards in the Streets. The rules ask about some of its zones many
// times a choice ("seat's coterie", "the Retainers on v", "the
// triggers"): setZone keeps a list of each (boardList), by id, and walking
// one instead of the game's ≈ 250 cards answers the same, in the same
// order. The board as a whole is no list: only a rare card text walks it
// (OngoingTargets), over every card.

// boardZone reports whether a card in zone z is on the board.
func boardZone(z Zone) bool {
	switch z {
	case ZoneNone, ZoneLibrary, ZoneFaction, ZoneHand, ZoneDiscard, ZoneBurned,
		ZoneCityDeck, ZoneCityDiscard, ZoneCityBurned, ZoneBox:
		return false
	}
	return true
}

// setZone puts c in zone z and keeps the board and its lists: every
// change of a card's zone goes through it.
func (g *Game) setZone(c *Card, z Zone) {
	old := c.Zone
	// The piles' lists change with the zone (move lists a card in its
	// owner's piles, a City card in the City's).
	owner := max(c.Owner, -1)
	g.pileChanged(g.pileIndex(owner, old))
	g.pileChanged(g.pileIndex(owner, z))
	was, is := boardZone(old), boardZone(z)
	c.Zone = z
	g.changed(c)
	if is {
		g.noteHooks(c, z) // the places triggers reach are on the board
	}
	if (old == ZoneHand) != (z == ZoneHand) && c.Def.Kind == KindVampire && c.Owner >= 0 && c.Owner < len(g.Players) {
		if z == ZoneHand {
			g.Players[c.Owner].handVampires++
		} else {
			g.Players[c.Owner].handVampires--
		}
	}
	if (old == ZoneTorpor) != (z == ZoneTorpor) && c.Def.Kind == KindVampire && c.Controller >= 0 && c.Controller < len(g.Players) {
		if z == ZoneTorpor {
			g.Players[c.Controller].torpidVampires++
		} else {
			g.Players[c.Controller].torpidVampires--
		}
	}
	if (old == ZoneAttached) != (z == ZoneAttached) && c.Host != NoCard {
		g.hostedBy(c, z == ZoneAttached)
	}
	if !was && !is {
		return // from pile to pile: on no list
	}
	if g.lists[0] == nil {
		g.makeLists()
	}
	if c.Def.Kind == KindVampire && c.Controller >= 0 && c.Controller < len(g.coteries) {
		if in := inPlayZone(z); in != inPlayZone(old) {
			g.setCoterie(c, in)
		}
	}
	if is && !c.touched {
		c.touched = true
		g.touched.add(c.ID)
	}
	from, to := listMask(c, old), listMask(c, z)
	for d := from ^ to; d != 0; d &= d - 1 { // the lists c joins or leaves
		l := bits.TrailingZeros8(d)
		g.lists[l].set(c, to&(1<<l) != 0)
	}
}

// setHost makes h the card c is attached to (Card.Host; NoCard for none),
// keeping the count of the cards each card hosts (Card.hosted): every
// write of a Host goes through it. The caller notes c changed.
func (g *Game) setHost(c *Card, h CardID) {
	if c.Host == h {
		return
	}
	if c.Zone == ZoneAttached && c.Host != NoCard {
		g.hostedBy(c, false)
	}
	c.Host = h
	if c.Zone == ZoneAttached && h != NoCard {
		g.hostedBy(c, true)
	}
}

// hostedBy counts attached card c on its host, or takes it off.
func (g *Game) hostedBy(c *Card, on bool) {
	if c.Host < 0 || int(c.Host) >= len(g.cards) {
		return
	}
	bp := int8(0)
	if t := c.Def.Text; t != nil && t.Retainer != nil {
		bp = int8(t.Retainer.BP)
	}
	if h := g.cards[c.Host]; on {
		h.hosted++
		h.retainerBP += bp
	} else {
		h.hosted--
		h.retainerBP -= bp
	}
}

// listRoom is the room each list of the board is made with at once
// (makeLists): a four-player game has ≈ 30 cards on its board, a handful
// on each list, and lists grown by one card at a time were a twentieth of
// a game's time.
const listRoom = 16

// makeLists makes the board's lists, empty, in one allocation.
func (g *Game) makeLists() {
	room := make([]*Card, int(nLists)*listRoom)
	at := 0
	for i := range g.lists {
		g.lists[i] = room[at : at : at+listRoom]
		at += listRoom
	}
}

// inPlayZone reports whether a vampire in zone z is in play (Card.InPlay).
func inPlayZone(z Zone) bool { return z == ZoneHaven || z == ZoneStreets }

// setCoterie puts vampire c in its controller's coterie or takes it out,
// in a new list: the old one may be in a caller's hands (coterie). A
// coterie changes a few times a game (recruits, torpor, burns); it is
// read many times a choice. A vampire's controller is its owner for
// good (no card changes a vampire's control); the invariants check the
// lists (checkBoard).
func (g *Game) setCoterie(c *Card, in bool) {
	old := g.coteries[c.Controller]
	i := cardList(old).at(c.ID)
	found := i < len(old) && old[i] == c
	var l []*Card
	switch {
	case in && !found:
		l = make([]*Card, 0, len(old)+1)
		l = append(append(append(l, old[:i]...), c), old[i:]...)
	case !in && found && len(old) > 1:
		l = make([]*Card, 0, len(old)-1)
		l = append(append(l, old[:i]...), old[i+1:]...)
	case !in && found:
		l = nil
	default:
		return
	}
	g.coteries[c.Controller] = l
	g.coterieGen++
}

// cardList is a list of cards by id: the board, and its lists by zone
// (boardList).
type cardList []*Card

// set puts c in l or takes it out, keeping the order of ids.
func (l *cardList) set(c *Card, in bool) {
	i := l.at(c.ID)
	found := i < len(*l) && (*l)[i] == c
	switch {
	case in && !found:
		*l = slices.Insert(*l, i, c)
	case !in && found:
		*l = slices.Delete(*l, i, i+1)
	}
}

// at returns the index of the first card of l whose id is id or above.
func (l cardList) at(id CardID) int {
	lo, hi := 0, len(l)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if l[m].ID < id {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// boardList names the lists of the board's cards the rules walk instead
// of the whole board, each kept by setZone in the order of ids: the
// questions that heed only the cards of one zone ("the Retainers on v",
// "seat's coterie") walk a few cards instead of the board's ≈ 30 (its
// Havens and Agendas, the City cards in the Streets, …).
type boardList int

const (
	// listVampires: the vampires in a Haven, the Streets or torpor.
	listVampires boardList = iota
	// listAttached: the cards attached to a vampire (Retainers, Titles).
	listAttached
	// listOngoing: the Ongoing cards next to the players' Havens.
	listOngoing
	// listConspiracies: the face-down Conspiracies.
	listConspiracies
	// listTexts: the cards whose texts trigger (playerTriggers): the
	// Ongoing cards and the vampires in play.
	listTexts
	nLists
)

// listMask returns the lists c belongs to while in zone z, a bit a list:
// listed's answers, read from a table by zone and by whether c is a
// vampire (listMasks).
func listMask(c *Card, z Zone) uint8 {
	if int(z) >= len(listMasks) {
		return 0
	}
	if c.Def.Kind == KindVampire {
		return listMasks[z].vampire
	}
	return listMasks[z].other
}

// listMasks holds listed's answers by zone, for a vampire and for any
// other card (listMask).
var listMasks = func() (t [ZoneOngoing + 1]struct{ vampire, other uint8 }) {
	vampire, other := &Card{Def: &CardDef{Kind: KindVampire}}, &Card{Def: &CardDef{Kind: KindLibrary}}
	for z := range t {
		for l := range boardList(nLists) {
			if listed(l, vampire, Zone(z)) {
				t[z].vampire |= 1 << l
			}
			if listed(l, other, Zone(z)) {
				t[z].other |= 1 << l
			}
		}
	}
	return t
}()

// listed reports whether c belongs to list l while in zone z.
func listed(l boardList, c *Card, z Zone) bool {
	switch l {
	case listVampires:
		return c.Def.Kind == KindVampire && (z == ZoneHaven || z == ZoneStreets || z == ZoneTorpor)
	case listAttached:
		return z == ZoneAttached
	case listOngoing:
		return z == ZoneOngoing
	case listConspiracies:
		return z == ZoneConspiracy
	case listTexts:
		return z == ZoneOngoing || c.Def.Kind == KindVampire && (z == ZoneHaven || z == ZoneStreets)
	}
	return false
}

// onTouched walks the cards that have been on the board, by id: the only
// cards that can carry a mark of play (Exhausted, Regrouped,
// NoInfluence), which a card keeps back in a pile until its player's turn
// clears it. A walk of every card whose body heeds only marked cards, or
// cards on the board, visits the same cards in the same order, even when
// the body moves cards: a card the body puts on the board for the first
// time is visited if its id is above the card being visited (the
// invariants check that no other card is marked: checkTouched).
func (g *Game) onTouched() iter.Seq[*Card] {
	return func(yield func(*Card) bool) {
		for w := 0; w < len(g.touched); w++ {
			for word := g.touched[w]; word != 0; {
				b := uint(bits.TrailingZeros64(word))
				if !yield(g.cards[w*64+int(b)]) {
					return
				}
				word = g.touched[w] &^ (2<<b - 1) // the ids above, cards touched by the body included
			}
		}
	}
}

// cardSet is a set of cards, a bit an id: the cards touched, which only
// grow (a card on the board for the first time is one bit set, not an
// insert in a list of pointers).
type cardSet []uint64

// add puts id in the set.
func (s *cardSet) add(id CardID) {
	w := int(id) / 64
	for len(*s) <= w {
		*s = append(*s, 0)
	}
	(*s)[w] |= 1 << (uint(id) % 64)
}

// has reports whether id is in the set.
func (s cardSet) has(id CardID) bool {
	w := int(id) / 64
	return id >= 0 && w < len(s) && s[w]&(1<<(uint(id)%64)) != 0
}

// next returns the least id of the set from id on, or -1.
func (s cardSet) next(id CardID) CardID {
	if id < 0 {
		id = 0
	}
	for w := int(id) / 64; w < len(s); w++ {
		word := s[w]
		if w == int(id)/64 {
			word &^= 1<<(uint(id)%64) - 1
		}
		if word != 0 {
			return CardID(w*64 + bits.TrailingZeros64(word))
		}
	}
	return -1
}

// checkTouched reports a card marked for play that was never on the
// board, or a set of the cards touched that is not theirs.
func (g *Game) checkTouched() error {
	for _, c := range g.cards {
		if c.touched != g.touched.has(c.ID) {
			return fmt.Errorf("%s (card %d): touched %v, in the set of the cards touched %v", c.Def.Name, c.ID, c.touched, !c.touched)
		}
		if !c.touched {
			if c.Exhausted || c.Regrouped || c.NoInfluence {
				return fmt.Errorf("%s (card %d, zone %d) is marked for play but was never on the board", c.Def.Name, c.ID, c.Zone)
			}
			continue
		}
		if c.Regrouped && (c.Controller < 0 || c.Controller >= len(g.regroupMarked) || !g.regroupMarked[c.Controller]) {
			return fmt.Errorf("%s (card %d) carries a Regrouped mark its seat's flag does not note", c.Def.Name, c.ID)
		}
		if c.NoInfluence && (c.Controller < 0 || c.Controller >= len(g.noInfluenceMarked) || !g.noInfluenceMarked[c.Controller]) {
			return fmt.Errorf("%s (card %d) carries a No-Influence token its seat's flag does not note", c.Def.Name, c.ID)
		}
	}
	if g.touched.next(CardID(len(g.cards))) >= 0 {
		return fmt.Errorf("the set of the cards touched holds an id past the game's %d cards", len(g.cards))
	}
	return nil
}

// onList walks list l of the board (boardList) in the order of ids: a
// walk of every card whose body heeds only the cards of l visits the same
// cards in the same order, even when the body moves cards: a card the
// body takes off the list before the walk reaches it is not visited, one
// it puts on the list after the card being visited is.
func (g *Game) onList(l boardList) iter.Seq[*Card] { return walk(&g.lists[l]) }

// walk walks *l in the order of ids, as onList says.
func walk(l *cardList) iter.Seq[*Card] {
	return func(yield func(*Card) bool) {
		for i := 0; i < len(*l); i++ {
			c := (*l)[i]
			if !yield(c) {
				return
			}
			if i >= len(*l) || (*l)[i] != c {
				i = l.after(c.ID) - 1 // the body moved cards
			}
		}
	}
}

// after returns the index of the first card of l with an id above id.
func (l cardList) after(id CardID) int {
	lo, hi := 0, len(l)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if l[m].ID <= id {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// checkBoard reports a list of the board (boardList) that does not list
// exactly its cards, in order.
func (g *Game) checkBoard() error {
	for l := range boardList(nLists) {
		i := 0
		for _, c := range g.cards {
			if !listed(l, c, c.Zone) {
				continue
			}
			if i >= len(g.lists[l]) || g.lists[l][i] != c {
				return fmt.Errorf("the board's list %d does not list %s (card %d, zone %d) in its place", l, c.Def.Name, c.ID, c.Zone)
			}
			i++
		}
		if i != len(g.lists[l]) {
			return fmt.Errorf("the board's list %d lists %d cards, not %d", l, len(g.lists[l]), i)
		}
	}
	for s, p := range g.Players {
		n := 0
		for _, id := range p.Hand {
			if g.cards[id].Vampire() {
				n++
			}
		}
		if n != p.handVampires {
			return fmt.Errorf("seat %d's hand holds %d vampires, %d counted", s, n, p.handVampires)
		}
		n = 0
		for _, c := range g.lists[listVampires] {
			if c.Controller == s && c.Zone == ZoneTorpor {
				n++
			}
		}
		if n != p.torpidVampires {
			return fmt.Errorf("seat %d has %d vampires in torpor, %d counted", s, n, p.torpidVampires)
		}
	}
	var hosted [listBuf]CardID // the hosts of the attached cards, with repeats
	hosts := hosted[:0]
	for _, c := range g.lists[listAttached] {
		if c.Host != NoCard {
			hosts = append(hosts, c.Host)
		}
	}
	for _, c := range g.cards {
		n := 0
		for _, h := range hosts {
			if h == c.ID {
				n++
			}
		}
		if n != int(c.hosted) {
			return fmt.Errorf("%s (card %d) hosts %d cards, %d counted: a Host written without setHost", c.Def.Name, c.ID, n, c.hosted)
		}
		bp := 0
		g.eachRetainer(c, func(r *Retainer) { bp += r.BP })
		if bp != int(c.retainerBP) {
			return fmt.Errorf("%s (card %d) has %d BP from its Retainers, %d counted", c.Def.Name, c.ID, bp, c.retainerBP)
		}
	}
	for s, co := range g.coteries {
		i := 0
		for _, c := range g.lists[listVampires] {
			if c.Controller != s || !c.InPlay() {
				continue
			}
			if i >= len(co) || co[i] != c {
				return fmt.Errorf("seat %d's coterie does not list %s (card %d) in its place", s+1, c.Def.Name, c.ID)
			}
			i++
		}
		if i != len(co) || cap(co) != len(co) {
			return fmt.Errorf("seat %d's coterie lists %d vampires (room for %d), not %d", s+1, len(co), cap(co), i)
		}
	}
	return nil
}

// listBuf is the room on the stack of a list of cards being gathered
// (a coterie, a party, attachments), and keepChunk the room carved for
// kept lists at once.
const (
	listBuf   = 32
	keepChunk = 512
)

// keepIDs is keep for a list of ids, carved from a chunk of ids (which
// holds no pointer for the collector to scan).
func (g *Game) keepIDs(list []CardID) []CardID {
	n := len(list)
	if n == 0 {
		return nil
	}
	out := g.idChunks.slice(n, keepChunk)
	copy(out, list)
	return out
}

// keep returns a copy of list carved from the game's current chunk: the
// rules ask for a seat's coterie or a vampire's attachments many times
// a choice, and one allocation now serves many lists. A kept list is the
// caller's for good (no chunk is reused within a game: arena.go), its
// capacity its length, so appending to it copies; an empty list is nil.
func (g *Game) keep(list []*Card) []*Card {
	n := len(list)
	if n == 0 {
		return nil
	}
	out := g.chunks.slice(n, keepChunk)
	copy(out, list)
	return out
}
