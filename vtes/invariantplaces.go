package vtes

import (
	"fmt"
	"unsafe"
)

// walkedZones are the zones whose lists checkPlaces walks at every check:
// the cards that change from one choice to the next, the uncontrolled
// region's and those in play (ready, torpor, in play, and the cards on
// them).
const walkedZones = 1<<ZoneUncontrolled | 1<<ZoneReady | 1<<ZoneTorpor | 1<<ZoneInPlay

// checkPlaces verifies that each card is in exactly one place, the one
// its zone and the table of zones (Game.zones) say, and checks each card
// (checkCardState):
//
//   - at every check, the lists of the walked zones (walkedZones) and the
//     cards on their cards: each card in its seat's list, listed once,
//     checked whole, its share of the hash too;
//   - a card lying in a library, crypt, hand or ash heap, or removed from
//     the game, where nothing changes a card (hashshares.go), an eighth
//     of the cards at a time (restRound);
//   - one check in eight (round 0), every list, the libraries too, and
//     every card's place counted: a card in two lists, or in none, is
//     named within eight checks.
//
// Walked at every check, the ≈ 400 ids of the lists and then the table
// of zones were a third of a check (BENCHMARKS, VS7). The counts are
// stamps in Game.seen: round r writes r+1, so that a card met twice in
// one check is named, and round 0 clears them first.
func (g *Game) checkPlaces() error {
	if cap(g.seen) < len(g.cards) {
		g.seen = make([]int, len(g.cards))
	}
	g.seen = g.seen[:len(g.cards)]
	round := g.restRound
	full := round == 0
	if full {
		clear(g.seen)
	}
	stamp := round + 1
	// Every list in round 0, those of the walked zones (the uncontrolled
	// region to the cards in play, in a row in zoneLists) otherwise.
	first, last := 0, len(listZones)
	if !full {
		first, last = int(zoneList[ZoneUncontrolled]), int(zoneList[ZoneInPlay])+1
	}
	for s, m := range g.seats {
		lists := (*zoneLists)(unsafe.Pointer(&m.Library))
		for i := first; i < last; i++ {
			if err := g.checkList(s, listZones[i], lists[i], stamp); err != nil {
				return err
			}
		}
	}
	if full {
		if err := g.checkCounted(stamp); err != nil {
			return err
		}
	}
	// The cards of this check's eighth the walk did not check.
	table := g.zones
	for id := round; id < len(table); id += 8 {
		z := table[id]
		if walkedZones>>z&1 != 0 || z == ZoneAttached && g.seen[id] == stamp {
			continue
		}
		c := g.cards[id]
		if restZone(z) && c.Zone == z && c.atRest() && g.shares.unshared(c.ID) {
			continue // as a card in a library or crypt must be: what checkCardState would find
		}
		if z == ZoneAttached {
			if err := g.checkHost(c); err != nil {
				return err
			}
		}
		if err := g.checkCardState(c); err != nil {
			return err
		}
		if restZone(c.Zone) && !c.atRest() {
			return fmt.Errorf("%s (card %d) keeps some state in the %s (the hash skips it: Card.rest)", c.Def.Name, c.ID, c.Zone)
		}
	}
	return nil
}

// checkList checks list l of seat s's zone z (checkPlaces): each card
// listed once in this check, the table of zones saying z, the card in its
// seat's list, and the cards of a walked zone and those on them checked
// whole. A card of a walked zone sits in its controller's list, any other
// listed card in its owner's (seatOfZone, TestListZones): one test a
// list, not seatOfZone's switch a card.
func (g *Game) checkList(s int, z Zone, l []CardID, stamp int) error {
	seen, table := g.seen, g.zones
	if walkedZones>>z&1 == 0 {
		for _, id := range l {
			c := g.cards[id]
			if table[id] != z || c.Owner != s {
				return misplaced(c, s, z)
			}
			if seen[id] == stamp {
				return listedAgain(c, s, z)
			}
			seen[id] = stamp
		}
		return nil
	}
	for _, id := range l {
		c := g.cards[id]
		if table[id] != z || c.Controller != s {
			return misplaced(c, s, z)
		}
		if seen[id] == stamp {
			return listedAgain(c, s, z)
		}
		seen[id] = stamp
		if err := g.checkWhole(c, stamp); err != nil {
			return err
		}
	}
	return nil
}

// checkWhole checks card c, in play or on a card in play, and the cards
// on it (checkList, checkAttached).
func (g *Game) checkWhole(c *Card, stamp int) error {
	if err := g.checkCardState(c); err != nil {
		return err
	}
	if len(c.Attached) > 0 {
		return g.checkAttached(c, stamp)
	}
	return nil
}

// listedAgain names card c, listed twice in this check, the second time
// in seat s's zone z (checkList).
func listedAgain(c *Card, s int, z Zone) error {
	return fmt.Errorf("%s (card %d) is in 2 places: seat %d's %s lists it again", c.Def.Name, c.ID, s+1, z)
}

// misplaced names card c, listed in seat s's zone z, where it is not
// (checkList).
func misplaced(c *Card, s int, z Zone) error {
	if c.Zone != z {
		return fmt.Errorf("%s (card %d) is listed in seat %d's %s but says %s", c.Def.Name, c.ID, s+1, z, c.Zone)
	}
	return fmt.Errorf("%s (card %d) in seat %d's %s belongs to seat %d's list", c.Def.Name, c.ID, s+1, z, seatOfZone(c, c.Zone)+1)
}

// checkAttached checks the cards on host h, in play or a vampire in the
// uncontrolled region, and those on them (checkPlaces): each on h, listed
// once, checked whole.
func (g *Game) checkAttached(h *Card, stamp int) error {
	if h.Zone == ZoneUncontrolled && !h.IsVampire() {
		return fmt.Errorf("%s (card %d) is attached to %s, which is in the %s", g.cards[h.Attached[0]].Def.Name, h.Attached[0], h.Def.Name, h.Zone)
	}
	for _, id := range h.Attached {
		c := g.cards[id]
		if g.seen[id] == stamp {
			return fmt.Errorf("%s (card %d) is in 2 places: %s lists it again", c.Def.Name, id, h.Def.Name)
		}
		g.seen[id] = stamp
		if g.zones[id] != ZoneAttached || c.Host != h.ID {
			return fmt.Errorf("%s (card %d) is listed on %s (card %d) but its zone is the %s, its host card %d", c.Def.Name, id, h.Def.Name, h.ID, g.zones[id], c.Host)
		}
		if err := g.checkWhole(c, stamp); err != nil {
			return err
		}
	}
	return nil
}

// checkCounted verifies, once every list and the cards on their cards
// have been walked (round 0), that every card was met: a card that is in
// no list, or on a card the walk did not reach, is named.
func (g *Game) checkCounted(stamp int) error {
	for id, z := range g.zones {
		if g.seen[id] == stamp || z == ZoneRemoved {
			continue
		}
		c := g.cards[id]
		if z == ZoneAttached {
			if err := g.checkHost(c); err != nil {
				return err
			}
		}
		return fmt.Errorf("%s (card %d) is in 0 places: the table of zones says %s", c.Def.Name, id, z)
	}
	return nil
}

// checkHost verifies that attached card c is on a host that lists it
// once, in play or a vampire in the uncontrolled region.
func (g *Game) checkHost(c *Card) error {
	if c.Host == NoCard {
		return fmt.Errorf("%s (card %d) is attached to nothing", c.Def.Name, c.ID)
	}
	h := g.cards[c.Host]
	n := 0
	for _, a := range h.Attached {
		if a == c.ID {
			n++
		}
	}
	if n != 1 {
		return fmt.Errorf("%s (card %d) is attached to %s, which lists it %d times", c.Def.Name, c.ID, h.Def.Name, n)
	}
	// A vampire moved back to the uncontrolled region keeps the cards on
	// it (Banishment, [RTR 20000501]).
	if !inPlayZone(h.Zone) && !(h.Zone == ZoneUncontrolled && h.IsVampire()) {
		return fmt.Errorf("%s (card %d) is attached to %s, which is in the %s", c.Def.Name, c.ID, h.Def.Name, h.Zone)
	}
	return nil
}

// checkCardState verifies what holds of card c wherever it is: its zone
// the table of zones', its marks listed for their end, no blood below 0
// nor above a vampire's capacity, its corruption where it may be, and its
// share of the hash (shares.checkCard).
func (g *Game) checkCardState(c *Card) error {
	if g.zones[c.ID] != c.Zone {
		return fmt.Errorf("%s (card %d) is in the %s, the game's table of zones says %s (setZone)", c.Def.Name, c.ID, c.Zone, g.zones[c.ID])
	}
	if !checkMarks(c) {
		return fmt.Errorf("%s (card %d) bears a mark of the turn or action not listed for its end (marks.go)", c.Def.Name, c.ID)
	}
	if c.Blood < 0 {
		return fmt.Errorf("%s (card %d) has %d blood", c.Def.Name, c.ID, c.Blood)
	}
	if c.corruption() != nil || c.Printed() != nil { // few cards: the rest have nothing to check
		if err := g.checkCorruption(c); err != nil {
			return err
		}
	}
	if c.IsVampire() && (c.Zone == ZoneReady || c.Zone == ZoneTorpor) && c.Blood > g.Capacity(c) {
		return fmt.Errorf("%s has %d blood, capacity %d", c.Def.Name, c.Blood, g.Capacity(c))
	}
	// Its share of the hash: a card in play at every check, so that a
	// change that forgot it is named at once (hashshares.go).
	return g.shares.checkCard(c)
}

// listZones are the zones of a Methuselah's lists, in the order of
// zoneLists (TestListZones).
var listZones = [len(zoneLists{})]Zone{ZoneLibrary, ZoneCrypt, ZoneHand, ZoneUncontrolled, ZoneReady, ZoneTorpor, ZoneInPlay, ZoneAsh}
