package vtes

import (
	"fmt"

	"kindred/engine"
)

// Corruption counters (the Ministry cards of New Blood II: Cave of Apples,
// The Platinum Protocol, Enchanting Gaze, Revelation of the Serpent,
// Sergio Bueno). A corruption counter is put on a minion by a Methuselah
// and belongs to that Methuselah ("your corruption counters"), whoever
// controls the minion; counters of several Methuselahs may lie on the
// same minion. They stay on it while it is in play, through torpor and
// changes of control, and go back to the bank when it leaves play, as
// every counter on a card does (§7.6). The counters are public: the views
// show them, and the state hash includes them.

var (
	msgCorrupt         = engine.NewMsg("vtes.corrupt", "{0} puts {1} corruption counter(s) on {2}.", "{0} met {1} marqueur(s) de corruption sur {2}.")
	msgCorruptionBurn  = engine.NewMsg("vtes.corruption-burn", "{0} burns {1} corruption counter(s) from {2}.", "{0} brûle {1} marqueur(s) de corruption de {2}.")
	msgViewCorruption  = engine.NewMsg("vtes.view.corruption", " ({1} corruption of {0})", " ({1} corruption de {0})")
	msgStealsCorrupted = engine.NewMsg("vtes.steals-corrupted", "{0} steals {1}.", "{0} vole {1}.")
	msgChooseCorrupted = engine.NewMsg("vtes.choose-corrupted", "Which minion's corruption counters?", "Les marqueurs de corruption de quel serviteur ?")
)

// Corruption returns how many of seat's corruption counters are on m.
func (g *Game) Corruption(m *Card, seat int) int {
	if m == nil || seat < 0 || seat >= len(m.corruption()) {
		return 0
	}
	return m.more.corruption[seat]
}

// CorruptionTotal returns how many corruption counters, of any
// Methuselah, are on m.
func (g *Game) CorruptionTotal(m *Card) int {
	n := 0
	for _, k := range m.corruption() {
		n += k
	}
	return n
}

// Corrupt puts n of seat's corruption counters on minion m, if it is in
// play.
func (g *Game) Corrupt(m *Card, seat, n int) {
	if m == nil || n <= 0 || seat < 0 || seat >= len(g.seats) || !inPlayZone(m.Zone) {
		return
	}
	more := g.moreOf(m)
	if more.corruption == nil {
		more.corruption = make([]int, len(g.seats))
	}
	more.corruption[seat] += n
	g.changed(m)
	g.note(msgCorrupt.With(seatArg(seat), intArg(n), cardArg(m)))
}

// SetCorruption writes that n of seat's corruption counters are on m, as
// a position sets them up (position.go, tests), without a log line.
func (g *Game) SetCorruption(m *Card, seat, n int) {
	if m == nil || seat < 0 || seat >= len(g.seats) || n < 0 {
		return
	}
	more := g.moreOf(m)
	if more.corruption == nil {
		more.corruption = make([]int, len(g.seats))
	}
	more.corruption[seat] = n
	g.changed(m)
}

// BurnCorruption burns up to n of seat's corruption counters from m and
// returns how many it burned.
func (g *Game) BurnCorruption(m *Card, seat, n int) int {
	k := min(g.Corruption(m, seat), n)
	if k <= 0 {
		return 0
	}
	g.changed(m)
	m.more.corruption[seat] -= k
	if g.CorruptionTotal(m) == 0 {
		m.more.corruption = nil // one representation of "none", for the hash
	}
	g.note(msgCorruptionBurn.With(seatArg(seat), intArg(k), cardArg(m)))
	return k
}

// Corrupted lists the minions in play controlled by ctrl (any Methuselah
// for -1) that bear at least n of seat's corruption counters, in card
// order.
func (g *Game) Corrupted(seat, n, ctrl int) []*Card {
	var out []*Card
	for _, c := range g.cards {
		if c.IsMinion() && !c.Contested && (ctrl < 0 || c.Controller == ctrl) && g.Corruption(c, seat) >= n {
			out = append(out, c)
		}
	}
	return out
}

// StealCorrupted burns all of seat's corruption counters on minion m and
// puts m under seat's control, in the region it is in (Cave of Apples).
func (g *Game) StealCorrupted(m *Card, seat int) {
	if m == nil || !m.IsMinion() || seat < 0 || seat >= len(g.seats) {
		return
	}
	g.BurnCorruption(m, seat, g.Corruption(m, seat))
	g.Steal(m, seat)
	g.note(msgStealsCorrupted.With(seatArg(seat), cardArg(m)))
}

// ChooseCorrupted asks seat to choose one of the minions (not empty),
// whose corruption counters an effect uses.
func (g *Game) ChooseCorrupted(seat int, ms []*Card) *Card {
	return g.chooseCard(seat, kindChoose, msgChooseCorrupted.Text(), ms)
}

// appendCorruption writes the corruption counters on c for the text view.
func (v *View) appendCorruption(dst []byte, c *Card, lang engine.Lang) []byte {
	for s, n := range c.corruption() {
		if n > 0 {
			dst = msgViewCorruption.With(seatArg(s), intArg(n)).Append(dst, lang)
		}
	}
	return dst
}

// hashBecome writes the state a card gains from this file and
// becomevampire.go: its corruption counters, and what it became.
func hashBecome(h *engine.Hasher, c *Card) {
	h.Int(len(c.corruption()))
	for _, n := range c.corruption() {
		h.Int(n)
	}
	if c.Printed() != nil {
		h.Int(c.Printed().ID)
		h.Str(c.Def.Clan)
		h.Int(int(c.Def.Sect))
		h.Int(c.Def.Capacity)
	}
}

// leavingPlay is called as card c moves to zone z: out of play (library,
// crypt, hand, ash heap, removed) it loses its corruption counters and is
// its printed card again; a library card become a vampire that would go
// to the crypt is burned instead (G00054 [LSJ 20041201-2]). It returns
// the zone c goes to.
func (g *Game) leavingPlay(c *Card, z Zone) Zone {
	// The Def's Static, far from what a move reads, only in a game with
	// such cards (defNotes).
	if g.leavePlayHooks {
		g.leftPlayHooks(c, z) // hostages.go
	}
	switch z {
	case ZoneLibrary, ZoneCrypt, ZoneHand, ZoneAsh, ZoneRemoved:
	default:
		return z
	}
	if g.storesCards && c.Def.Static.Stores && inPlayZone(c.Zone) {
		g.burnStored(c) // storedcards.go
	}
	if g.holdsCards && c.Def.Static.Holds != nil && inPlayZone(c.Zone) {
		g.burnHeld(c) // heldcards.go
	}
	if c.more != nil {
		c.more.corruption, c.more.lifeBonus = nil, 0 // startinglife.go
		c.more.diseased = false                      // disease.go
	}
	g.changed(c)
	if c.Printed() != nil {
		c.Def, c.more.printed = c.Printed(), nil
		if z == ZoneCrypt {
			z = ZoneAsh
		}
	}
	return z
}

// checkCorruption is the invariant of corruption counters and of cards
// become vampires: counters are never negative and lie only on cards in
// play (or moved to an uncontrolled region), and a card is another card
// only while in play or uncontrolled.
func (g *Game) checkCorruption(c *Card) error {
	for s, n := range c.corruption() {
		if n < 0 {
			return fmt.Errorf("%s (card %d) bears %d corruption counters of seat %d", c.Def.Name, c.ID, n, s+1)
		}
	}
	away := !inPlayZone(c.Zone) && c.Zone != ZoneUncontrolled
	if c.corruption() != nil && away {
		return fmt.Errorf("%s (card %d) keeps corruption counters in the %s", c.Def.Name, c.ID, c.Zone)
	}
	if c.Printed() != nil && away {
		return fmt.Errorf("%s (card %d) is still a vampire in the %s", c.Def.Name, c.ID, c.Zone)
	}
	return nil
}
