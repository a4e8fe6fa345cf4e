package vtes

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"unsafe"

	"kindred/engine"
)

// Hash hashes the whole state: turn, phase, Edge, the generator, every
// seat's counters and zones in order, and every card's state. Two states
// that can differ in any future hash apart (docs/ENGINE.md).
func (g *Game) Hash() uint64 {
	var h engine.Hasher
	waiting := g.coro.Waiting()
	if g.tableHeld && waiting {
		h = g.loopTable // the loop guard hashed this very table (askAfterLoops)
	} else {
		h = g.hashTable()
	}
	if waiting {
		// The pending decision, as hashPending writes it, inline: every
		// hash has one, and its Hasher stays in registers (BENCHMARKS,
		// VS7).
		h.Int(g.dec.Seat)
		if k := g.dec.Kind; len(k) >= 8 && len(k) <= 24 {
			h.Uint64(kindFold(k))
		} else {
			h = hashKindStr(h, k)
		}
		if len(g.clanChoices) > 0 {
			h = hashClans(h, g.clanChoices)
		}
	}
	// The turn's loop guard (loops.go) is state too: it bars options. Its
	// states fold one by one, keyed by their place, and their sum goes
	// into h; the barred options, rare, follow.
	if len(g.loopStates) == 0 {
		return h.Sum()
	}
	var sum, pos uint64
	barred := 0
	for _, ls := range g.loopStates {
		pos += 0x9e3779b97f4a7c15
		sum += engine.Fold(ls.hash^pos, uint64(ls.last))
		barred += len(ls.barred)
	}
	h.Uint64(sum)
	if barred > 0 {
		h = hashBarred(h, g.loopStates)
	}
	return h.Sum()
}

// hashBarred writes the options the loop guard barred, state by state.
// Out of line, the Hasher by value: rare, keeps Hash's path short and its
// Hasher in registers (BENCHMARKS, VS7).
//
//go:noinline
func hashBarred(h engine.Hasher, states []loopState) engine.Hasher {
	for _, ls := range states {
		h.Int(len(ls.barred))
		for _, c := range ls.barred {
			h.Int(int(c))
		}
	}
	return h
}

// hashTable hashes the state of the table, everything but the loop
// guard, which compares these hashes (loops.go), and the pending decision
// (hashPending). The parts every table has (turn and phase, the
// generator, the seats, the cards) are folds summed (engine.Fold), keyed
// apart, so that none waits on another; the rarer parts follow in the
// Hasher, each behind one test.
func (g *Game) hashTable() engine.Hasher {
	r := g.rand.State()
	sum := engine.Fold(r[0]^0x243f6a8885a308d3, r[1]) + engine.Fold(r[2]^0x13198a2e03707344, r[3])
	sum += engine.Fold(uint64(uint32(g.Turn))|uint64(uint32(g.Active))<<32^0xa4093822299f31d0,
		uint64(g.Phase)|uint64(uint8(g.Edge+1))<<8|uint64(uint8(g.first))<<16|b2u(g.over)<<24|
			b2u(g.timeCalled)<<25|uint64(uint32(cardOrNone(g.trophyDue)))<<32)
	sum += seatsShare(g.seats) + g.cardsSum()
	var h engine.Hasher
	h.Uint64(sum)
	if len(g.events)|len(g.gameMarks)|len(g.marks)|len(g.playing) != 0 {
		g.hashMarks(&h)
	}
	if a := g.action; a != nil {
		hashAction(&h, a)
	}
	if cs := g.combat; cs != nil {
		hashCombat(&h, cs)
	}
	if r := g.refer; r != nil {
		hashReferendum(&h, r)
	}
	return h
}

// hashMarks writes the events in play, the game's and the turn's marks
// and the cards in their "as played" window. Out of line: rare, keeps
// hashTable's path short (BENCHMARKS, VS3).
func (g *Game) hashMarks(h *engine.Hasher) {
	h.Uint64(uint64(len(g.events)) | uint64(len(g.gameMarks))<<16 | uint64(len(g.marks))<<32 |
		uint64(len(g.playing))<<48)
	for _, id := range g.events {
		h.Int(id)
	}
	for _, k := range g.gameMarks {
		h.Int(k)
	}
	for _, k := range g.marks {
		h.Int(k)
	}
	for _, p := range g.playing { // cards in their "as played" window
		h.Uint64(uint64(uint32(p.Card.ID)) | b2u(p.Cancelled)<<32)
	}
}

// hashReferendum writes the referendum in progress: its votes and what
// it chose. Out of line: rare, keeps hashTable's path short (BENCHMARKS,
// VS3).
func hashReferendum(h *engine.Hasher, r *Referendum) {
	h.Int(r.For)
	h.Int(r.Against)
	h.Int(r.PrisciFor)
	h.Int(r.PrisciAgainst)
	if len(r.barred) > 0 {
		h.Int(-len(r.barred))
	}
	if len(r.Chosen) > 0 {
		hashIDs(h, r.Chosen)
	}
}

// hashPending writes the pending decision, part of the state: its seat
// and kind. Its options follow from the state hashed; a replay may list
// only some of them (Game.Foresee), so they are not hashed. Hash writes
// the same inline.
func (g *Game) hashPending(h *engine.Hasher) {
	h.Int(g.dec.Seat)
	hashKind(h, g.dec.Kind)
	*h = hashClans(*h, g.clanChoices)
}

// hashClans writes the clans of a pending ChooseClan. Out of line, the
// Hasher by value (Hash keeps its own in registers): rare, keeps Hash's
// path short (BENCHMARKS, VS7).
//
//go:noinline
func hashClans(h engine.Hasher, clans []string) engine.Hasher {
	for _, c := range clans {
		h.Str(c)
	}
	return h
}

// hashKindStr is hashKind for a kind of under 8 or over 24 bytes (none
// of V:TES's). Out of line, the Hasher by value: as hashClans.
//
//go:noinline
func hashKindStr(h engine.Hasher, kind string) engine.Hasher {
	hashKind(&h, kind)
	return h
}

// hashKind writes a decision's kind. A kind of 8 to 24 bytes (all of
// V:TES's are) is three little-endian words, its first eight bytes, its
// next eight or last eight, and its last eight, folded with its length
// into one word: a fraction of Str's cost (a word a multiply, then the
// tail byte by byte). Another kind goes to Str, its length word telling
// the two apart.
func hashKind(h *engine.Hasher, s string) {
	if len(s) < 8 || len(s) > 24 {
		h.Str(s)
		return
	}
	h.Uint64(kindFold(s))
}

// kindFold is the word hashKind writes for a kind of 8 to 24 bytes.
func kindFold(s string) uint64 {
	w1 := word8(s[len(s)-8:])
	if len(s) >= 16 {
		w1 = word8(s[8:])
	}
	return engine.Fold(engine.Fold(word8(s), w1)^word8(s[len(s)-8:]), uint64(len(s))|1<<63)
}

// word8 is s's first eight bytes as a little-endian word: one load.
func word8(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// seatShare is a Methuselah's share of the hash: seatsShare of m alone.
func (g *Game) seatShare(m *Methuselah) uint64 {
	seats := [1]*Methuselah{m}
	return seatsShare(seats[:])
}

// seatsShare is the sum of the seats' shares of the hash, each kept in
// m.share until something it reads is written: a counter or flag
// (Methuselah.changed, called at every write) or a zone list (Game.list).
// Most choices write nothing of most seats: the loop is the hash's hot
// path, the work out of line (reshare).
func seatsShare(seats []*Methuselah) uint64 {
	var sum uint64
	for _, m := range seats {
		if m.summed != summedAll {
			m.reshare()
		}
		sum += m.share
	}
	return sum
}

// reshare makes again what was written of m's share since it was made:
// its counters' words (counterWords) and its lists' shares (listSum).
// Out of line: rare, keeps seatsShare's loop short (BENCHMARKS, VS3).
func (m *Methuselah) reshare() {
	key := m.hashKey()
	if m.summed&summedCounters == 0 {
		m.words = counterWords(m, key)
		m.counters = counterShare(&m.words, key)
		m.summed |= summedCounters
	}
	if m.summed != summedAll {
		m.listSum(key)
	}
	m.share = m.counters + m.lists
}

// changed notes that one of m's counters or flags the hash reads
// (counterWords) was written: the next hash folds them again. Every write
// to one calls it; CheckInvariants names a word written without it
// (checkCounters).
func (m *Methuselah) changed() { m.summed &^= summedCounters }

// counterWords packs a seat's counters and flags in four words and folds
// its rarer counters into a fifth (seatRareShare), which counterShare
// folds with key. The per-turn allowances and the counts of owed cards
// are far below 2¹⁶.
func counterWords(m *Methuselah, key uint64) [seatWords]uint64 {
	var w [seatWords]uint64
	w[0] = uint64(uint32(m.Pool)) | uint64(uint32(m.VP))<<32
	w[1] = uint64(uint16(m.mpa)) | uint64(uint16(m.transfers))<<16 | uint64(uint32(m.turns))<<32
	w[2] = m.seatFlags.bits() | uint64(uint16(m.dpa))<<48
	w[3] = uint64(uint16(m.Owed)) | uint64(uint16(m.owedDiscard))<<16 | uint64(uint16(m.owedAction))<<32 |
		uint64(uint16(m.handSizeForGame))<<48
	if m.handSizeUntilDiscard|m.handSizeUntilUnlock|m.mpaNext|m.owedMinion|m.owedMaster != 0 { // rare: one test for all
		w[4] = seatRareShare(m, key)
	}
	return w
}

// seatWords is the number of words of counterWords; seatWordNames names
// what each holds, for CheckInvariants.
const seatWords = 5

var seatWordNames = [seatWords]string{"pool or victory points", "master phase actions, transfers or turns",
	"flags or discard phase actions", "owed cards or hand size", "rarer counters (hand size until a phase, next MPA, owed minion or master)"}

// counterShare is the share of a seat's counters and flags, their words
// (counterWords) folded independently and summed (engine.Fold), so that
// none waits on another.
func counterShare(w *[seatWords]uint64, key uint64) uint64 {
	return engine.Fold(w[0]^key, w[1]) + engine.Fold(w[2], w[3]^key) + w[4]
}

// seatRareShare is the share of a seat's rarer counters, each folded
// only when not 0, so that a game without them hashes as before they
// were added.
func seatRareShare(m *Methuselah, key uint64) uint64 {
	var sum uint64
	if m.handSizeUntilDiscard != 0 { // handsizediscard.go
		sum += engine.Fold(uint64(uint32(m.handSizeUntilDiscard))^0x6a09e667f3bcc909, key)
	}
	if m.handSizeUntilUnlock != 0 { // handsizeunlock.go
		sum += engine.Fold(uint64(uint32(m.handSizeUntilUnlock))^0xa54ff53a5f1d36f1, key)
	}
	if m.mpaNext != 0 { // masteractionback.go
		sum += engine.Fold(uint64(uint32(m.mpaNext)), key)
	}
	if m.owedMinion != 0 { // replaceminion.go
		sum += engine.Fold(uint64(uint32(m.owedMinion))^0x510e527fade682d1, key)
	}
	if m.owedMaster != 0 { // nightmares.go
		sum += engine.Fold(uint64(uint32(m.owedMaster))^0x9b05688c2b3e6c1f, key)
	}
	return sum
}

// checkCounters verifies m's kept share against m: its counters' words
// made again, each compared with the kept one (a write that did not call
// Methuselah.changed leaves it stale: named here), and the share the sum
// of its parts.
func (m *Methuselah) checkCounters() error {
	if m.summed&summedCounters == 0 {
		return nil
	}
	key := m.hashKey()
	w := counterWords(m, key)
	for i := range w {
		if w[i] != m.words[i] {
			return fmt.Errorf("seat %d's %s changed behind the hash's back: it kept a stale share (Methuselah.changed, hash.go)", m.Seat+1, seatWordNames[i])
		}
	}
	if m.counters != counterShare(&w, key) || m.summed == summedAll && m.share != m.counters+m.lists {
		return fmt.Errorf("seat %d's share of the hash is not the sum of its parts (seatsShare)", m.Seat+1)
	}
	return nil
}

// bits reads the flags as six bytes, each 0 or 1 (a bool's layout, as
// cardFlags.bits), in a little-endian word.
func (f *seatFlags) bits() uint64 {
	b := (*[seatFlagsSize]byte)(unsafe.Pointer(f))
	return uint64(binary.LittleEndian.Uint32(b[0:])) | uint64(binary.LittleEndian.Uint16(b[4:]))<<32 | uint64(b[6])<<41 // a bool: byte 5 uses bit 40 alone
}

// seatFlagsSize is the size of seatFlags, which bits reads as bytes.
const seatFlagsSize = 7

// The index is 0 only if seatFlags is seatFlagsSize bytes: another size
// fails to compile.
var _ = [1]struct{}{}[unsafe.Sizeof(seatFlags{})-seatFlagsSize]

// listSum makes the shares of m's lists whose bit of m.summed is clear
// (listShare) into m.sums, keeping m.lists their sum over seatZones: most
// choices change no list of most seats, and one list of the others.
//
// It walks the clear bits only (one list or two a choice), not the eight
// zones, whose tests were mispredicted (BENCHMARKS, VS3).
func (m *Methuselah) listSum(key uint64) {
	for todo := ^m.summed & summedZones; todo != 0; todo &= todo - 1 {
		z := Zone(bits.TrailingZeros16(todo))
		l := *listOf(m, z)
		v := listShare(l, int(seatZoneIndex[z]), key, sumIDs(l))
		m.lists += v - m.sums[z]
		m.sums[z] = v
	}
	m.summed |= summedZones | summedLists
	m.share = m.counters + m.lists // whole once the counters are known (reshare)
}

// summedLists is Methuselah.summed's bit saying that m.lists is known,
// cleared with any list's; summedAll is summed with every list's share,
// m.lists and the counters' share known: m.share is then their sum.
const (
	summedLists uint16 = 1 << 15
	// summedCounters says that m.words and m.counters are known (reshare),
	// cleared by Methuselah.changed.
	summedCounters uint16 = 1 << 14
	summedAll             = 1<<ZoneLibrary | 1<<ZoneCrypt | 1<<ZoneHand | 1<<ZoneUncontrolled |
		1<<ZoneReady | 1<<ZoneTorpor | 1<<ZoneInPlay | 1<<ZoneAsh | summedLists | summedCounters
)

// summedZones are the bits of Methuselah.summed of the zones with a
// list (seatZones).
const summedZones uint16 = 1<<ZoneLibrary | 1<<ZoneCrypt | 1<<ZoneHand | 1<<ZoneUncontrolled |
	1<<ZoneReady | 1<<ZoneTorpor | 1<<ZoneInPlay | 1<<ZoneAsh

// seatZoneIndex is each zone's place in seatZones, which keys its list's
// share (listShare).
var seatZoneIndex = func() (t [ZoneRemoved]uint8) {
	for i, z := range seatZones {
		t[z] = uint8(i)
	}
	return t
}()

// hashKey keys m's words in the hash apart from another seat's.
func (m *Methuselah) hashKey() uint64 { return uint64(m.Seat+1) * 0x9e3779b97f4a7c15 }

// seatZones are the zones with a list of each Methuselah's, in the order
// the hash takes them.
var seatZones = [...]Zone{ZoneLibrary, ZoneCrypt, ZoneHand, ZoneUncontrolled, ZoneReady, ZoneTorpor, ZoneInPlay, ZoneAsh}

// listShare is a zone list's share of its Methuselah's (seatShare): its
// length and which list it is, folded with the sum of its ids.
func listShare(l []CardID, which int, key, ids uint64) uint64 {
	return engine.Fold(uint64(len(l))|uint64(which)<<32^key, ids)
}

// hashIDs writes a list of card ids: its length, then the sum of one
// engine.Fold for every four ids, keyed by their place in the list (a
// library is 40 to 80 ids, hashed after every replayed choice).
func hashIDs(h *engine.Hasher, l []CardID) {
	h.Int(len(l))
	if len(l) > 0 {
		h.Uint64(sumIDs(l))
	}
}

// sumIDs folds l four ids at a time; a short last block is padded with
// NoCard, which no list holds.
func sumIDs(l []CardID) uint64 {
	var sum uint64
	pos := uint64(0)
	for ; len(l) >= 4; l = l[4:] {
		sum += engine.Fold(pack2(l[0], l[1])^pos, pack2(l[2], l[3]))
		pos += 0x9e3779b97f4a7c15
	}
	if len(l) > 0 { // one id to three, padded in the words themselves: no copy to a block
		w0, w1 := pack2(l[0], NoCard), pack2(NoCard, NoCard)
		if len(l) > 1 {
			w0 = pack2(l[0], l[1])
		}
		if len(l) > 2 {
			w1 = pack2(l[2], NoCard)
		}
		sum += engine.Fold(w0^pos, w1)
	}
	return sum
}

// pack2 packs two card ids into a word.
func pack2(a, b CardID) uint64 { return uint64(uint32(a)) | uint64(uint32(b))<<32 }

// cardsSum is the cards' share of the hash: the sum of every card's
// cardHash, most of them kept from earlier hashes (hashshares.go).
func (g *Game) cardsSum() uint64 { return g.shares.sum(g.cards) }

// cardHash is one card's share of the hash: its state in three words
// (cardWords) folded in a chain, the first its id and host, so that sums
// over cards tell which card holds what, then with its flags and the hash
// of its rarer state (cardExtras). A card in a library or crypt is at
// rest (Card.rest, checked by CheckInvariants) and the zone lists already
// say where it is: cardsSum skips it. The shares are kept until the card
// changes (hashshares.go).
func cardHash(c *Card) uint64 {
	w0, w1, w2 := cardWords(c)
	f := c.cardFlags.bits()
	if c.more != nil { // corruption is there too
		f ^= cardExtras(c)
	}
	return engine.Fold(engine.Fold(w0, w1)^w2, f)
}

// cardWords packs card c's state but its flags and extras in three words
// (cardHash). Blood, counters and capacity bonus are far below 2¹⁶ (no
// supply comes near), Zone and Controller below 2⁸ (no controller, -1,
// is 255). The compiler reads two neighbouring ids as one word (Card's
// layout puts Host after ID).
func cardWords(c *Card) (w0, w1, w2 uint64) {
	w0 = uint64(uint32(c.ID)) | uint64(uint32(c.Host))<<32
	w1 = uint64(uint32(c.Links[0])) | uint64(uint32(c.Links[1]))<<32
	w2 = uint64(uint16(c.Blood)) | uint64(uint16(c.Counters))<<16 | uint64(uint16(c.CapacityBonus()))<<32 |
		uint64(c.Zone)<<48 | uint64(uint8(c.Controller))<<56
	return w0, w1, w2
}

// The index is 0 only if Host follows ID in Card, which cardShare reads
// as one word (cardWords): another layout fails to compile.
var _ = [1]struct{}{}[unsafe.Offsetof(Card{}.Host)-unsafe.Sizeof(CardID(0))]

// bits packs the flags in a word: the fifteen bools one bit each, then
// NewSect. The hash takes it for every card in play after every choice,
// and reading the bools one by one was a third of cardHash. A bool is a
// byte holding 0 or 1 (the gc compiler's layout; TestCardFlagsBits checks
// every field), so the flags are two little-endian words (the same on
// every machine), the second shifted by one bit: the bools of the first
// land on bits 0, 8 ... 56, those of the second on bits 1, 9 ... 49, and
// NewSect, the last byte, on bits 57 to 63 (sects are far fewer than
// 2⁷), no two on the same bit.
func (f *cardFlags) bits() uint64 {
	b := (*[cardFlagsSize]byte)(unsafe.Pointer(f))
	return binary.LittleEndian.Uint64(b[0:]) | binary.LittleEndian.Uint64(b[8:])<<1
}

// cardFlagsSize is the size of cardFlags, which bits reads as bytes.
const cardFlagsSize = 16

// The index is 0 only if cardFlags is cardFlagsSize bytes: another size
// fails to compile.
var _ = [1]struct{}{}[unsafe.Sizeof(cardFlags{})-cardFlagsSize]

// cardExtras hashes the rarer, longer parts of a card's state (c.more):
// most cards with some have only the actions they used this turn and the
// seats for whom they entered play since (enteredsince.go), hashed here
// as rareExtras would; the others' go to rareExtras. Kept short, out of
// the way of the rules' code: the hash runs after every replayed choice,
// and this was a long function read from memory each time (instruction
// cache misses; rareExtras for enteredFor alone was a third of them).
func cardExtras(c *Card) uint64 {
	m := c.more
	// The rarer parts' test, their words or'ed: one branch, not one a
	// part, each mispredicted now and then (BENCHMARKS, VS7).
	w0, w1, w2, w3, w4 := m.discBonus.words()
	rare := w0 | w1 | w2 | w3 | w4 | uint64(m.diablerieFor|m.chosenSeats) | uint64(uint16(m.lifeBonus)) |
		uint64(uint8(m.lentBy)) | uint64(len(m.corruption)) | b2u(m.outIfBurned) | b2u(m.diseased)
	if rare != 0 || m.printed != nil {
		return rareExtras(c)
	}
	var sum uint64
	if m.enteredFor != 0 { // enteredsince.go, keyed as in rareExtras
		sum = engine.Fold(0x3f84d5b5b5470917, uint64(m.enteredFor))
	}
	if len(m.usedActions) != 0 {
		sum += usedShare(m.usedActions) // as rareExtras would
	}
	return sum
}

// usedShare hashes the action cards a card used this turn.
func usedShare(used []int) uint64 {
	var h engine.Hasher
	h.Int(len(used)) // the fixed-length words of cardHash do not hold it
	for _, id := range used {
		h.Int(id)
	}
	return h.Sum()
}

// rareExtras hashes a card's rarer state (cardExtras): Discipline
// bonuses (five words, folded in pairs and summed, keyed by their place),
// the action cards it used this turn, corruption and what it became.
//
//go:noinline
func rareExtras(c *Card) uint64 {
	var sum uint64
	var used []int
	if m := c.more; m != nil {
		used = m.usedActions
	}
	if c.discBonusAny() {
		w0, w1, w2, w3, w4 := c.more.discBonus.words() // not packed level by level
		sum = engine.Fold(w0^0x243f6a8885a308d3, w1) + engine.Fold(w2^0x13198a2e03707344, w3) +
			engine.Fold(w4^0xa4093822299f31d0, 0x082efa98ec4e6c89)
	}
	if m := c.more; m != nil && m.diablerieFor != 0 { // diableriesince.go
		sum += engine.Fold(0xbe5466cf34e90c6c, uint64(m.diablerieFor))
	}
	if m := c.more; m != nil && m.enteredFor != 0 { // enteredsince.go
		sum += engine.Fold(0x3f84d5b5b5470917, uint64(m.enteredFor))
	}
	if m := c.more; m != nil && m.chosenSeats != 0 { // chosenseats.go
		sum += engine.Fold(0x86acca19e2e2973c, uint64(m.chosenSeats))
	}
	if b := c.startingLifeBonus(); b != 0 { // startinglife.go
		sum += engine.Fold(0x452821e638d01377, uint64(b))
	}
	if c.Diseased() { // disease.go
		sum += engine.Fold(0x8a2e03707344a409, 1)
	}
	if c.OutIfBurned() { // outofgame.go
		sum += engine.Fold(0x9216d5d98979fb1b, 1)
	}
	if r := c.ControlReturns(); r >= 0 { // loan.go (its own key: enteredFor's once, rules 0.13)
		sum += engine.Fold(0x9216d5d98979fb1c, uint64(r+1))
	}
	if len(used) == 0 && len(c.corruption()) == 0 && c.Printed() == nil {
		return sum
	}
	var h engine.Hasher
	h.Int(len(used)) // the fixed-length words of cardHash do not hold it
	for _, id := range used {
		h.Int(id)
	}
	if len(c.corruption()) > 0 || c.Printed() != nil {
		hashBecome(&h, c)
	}
	return sum + h.Sum()
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// hashCombat writes the combat in progress: its round, range and every
// per-round and per-combat allowance, since each changes what may follow.
// Its fixed words fold in pairs, keyed by their place, and their sum goes
// into h; the counts are far below 2¹⁶, card ids too.
func hashCombat(h *engine.Hasher, cs *CombatState) {
	sum := engine.Fold(uint64(uint32(cs.Minion[0].ID))|uint64(uint32(cs.Minion[1].ID))<<32^0x452821e638d01377,
		uint64(uint32(cs.Round))|uint64(uint32(cs.pairs))<<32)
	sum += engine.Fold(0xbe5466cf34e90c6c, b2u(cs.Long)|b2u(cs.ended)<<1|b2u(cs.HandOnly)<<2|b2u(cs.CloseNext)<<3|
		b2u(cs.pressed)<<4|b2u(cs.gained[0])<<5|b2u(cs.gained[1])<<6|
		b2u(cs.striking[0])<<7|b2u(cs.striking[1])<<8|b2u(cs.committed[0])<<9|
		b2u(cs.committed[1])<<10|b2u(cs.HandAggravated[0])<<11|b2u(cs.HandAggravated[1])<<12|
		b2u(cs.HandsAggravated[0])<<13|b2u(cs.HandsAggravated[1])<<14|
		uint64(cs.Immune[0])<<16|uint64(cs.Immune[1])<<24|
		uint64(uint8(cs.presser+1))<<32|uint64(uint8(cs.lastManeuver+1))<<40)
	for side := range 2 {
		key := uint64(side+1) * 0x9e3779b97f4a7c15
		st := &cs.strike[side]
		sum += engine.Fold(pack4(cs.EnvDamage[side], cs.Presses[side], cs.RoundPresses[side], cs.Lost[side])^key,
			pack4(cs.Damage[side], cs.Aggravated[side], cs.env[side], cs.Extra[side]))
		sum += engine.Fold(pack4(cs.HandDamage[side], cs.Maneuvers[side], cs.Preventions[side], cs.Strength[side])^key^0xc0ac29b7c97c50dd,
			pack4(cs.Taken[side].Strikes, cs.Taken[side].Environment, int(cardOrNone(st.Weapon)), int(cardOrNone(st.Retainer))))
		sum += engine.Fold(uint64(uint32(st.Damage))|uint64(uint32(st.StealBlood))<<32^key^0x3f84d5b5b5470917,
			b2u(st.Aggravated)|b2u(st.Ranged)<<1|b2u(st.Hand)<<2|b2u(st.Dodge)<<3|
				b2u(st.CombatEnds)<<4|b2u(st.FirstStrike)<<5|b2u(st.DestroyEquipment)<<6|
				b2u(st.StealEquipment)<<7|b2u(st.WeaponOnly)<<8|b2u(st.Undodgeable)<<9)
	}
	h.Uint64(sum)
	if combatExtras(cs) {
		hashCombatExtras(h, cs)
	}
	hashRoundRules(h, cs)
}

// combatExtras reports whether the combat has any of the rarer parts
// hashCombatExtras writes: each of its tests is here, one word of their
// lengths and counts tested at once, so that most combats' hashes call
// none of the parts' functions (BENCHMARKS, VS5). A part added to
// hashCombatExtras adds its test here.
func combatExtras(cs *CombatState) bool {
	n := cs.ExtraDodges[0] | cs.ExtraDodges[1] | len(cs.RoundStrikes[0]) | len(cs.RoundStrikes[1]) | // roundstrikes.go
		len(cs.ExtraFixed[0]) | len(cs.ExtraFixed[1]) | len(cs.openingStrikes[0]) | len(cs.openingStrikes[1]) | // fixedstrikes.go
		cs.ContinuePresses[0] | cs.ContinuePresses[1] | cs.mandatory[0] | cs.mandatory[1] |
		cs.aims.extra[0] | cs.aims.extra[1] | cs.aims.barredRound[0] | cs.aims.barredRound[1] | // aim.go
		len(cs.cardPresses.cards) | int(cs.drawMore) | len(cs.eachRound) |
		cs.ManeuversOrPresses[0] | cs.ManeuversOrPresses[1] | cs.discount[0] | cs.discount[1] |
		cs.surcharge[0] | cs.surcharge[1] | cs.hands.size[0] | cs.hands.size[1] | cs.hands.damage[0] | cs.hands.damage[1] |
		cs.RoundPrevent[0] | cs.RoundPrevent[1] |
		len(cs.maneuvered) | len(cs.stolen) | len(cs.usedOnce) | len(cs.marks)
	return n != 0 || cs.prevention.card != nil || terrorAny(&cs.Terror) ||
		cs.aims.noPress != [2]bool{} || cs.aims.landing != [2]bool{} ||
		cs.Bans != [2]StrikeKind{} || cs.RoundBans != [2]StrikeKind{} || cs.AllAggravated ||
		cs.NoEquipment != [2]bool{} || cs.Caps != [2]*DamageCap{}
}

// terrorAny reports whether either side of a combat is under a Terror
// (combatterror.go), as t != [2]CombatTerror{} would without calling the
// array's compare (a twelfth of the combat's hash, BENCHMARKS, VS7): each
// side's four bools read as one word (a bool is a byte holding 0 or 1,
// as cardFlags.bits reads them), its counts or'ed.
func terrorAny(t *[2]CombatTerror) bool {
	return *(*uint32)(unsafe.Pointer(&t[0]))|*(*uint32)(unsafe.Pointer(&t[1])) != 0 ||
		t[0].PressDamage|t[0].Surcharge|t[1].PressDamage|t[1].Surcharge != 0
}

// The index is 0 only if CombatTerror's four bools are its first four
// bytes, which terrorAny reads as one word: another layout fails to
// compile.
var _ = [1]struct{}{}[unsafe.Offsetof(CombatTerror{}.NoEnd)-3+unsafe.Offsetof(CombatTerror{}.NoClose)]

// hashCombatExtras writes the combat's rarer parts, each when it has
// any (combatExtras tells whether one has). Out of line: rare, keeps
// hashCombat's path short (BENCHMARKS, VS5).
//
//go:noinline
func hashCombatExtras(h *engine.Hasher, cs *CombatState) {
	if w := &cs.prevention; w.card != nil && cs.Side(w.card) < 0 { // a retainer's window (preventfor.go)
		h.Uint64(uint64(uint32(w.card.ID)) | uint64(uint32(w.retainer))<<32)
		h.Uint64(pack4(w.held[0][0], w.held[0][1], w.held[1][0], w.held[1][1]))
		h.Uint64(pack4(w.held[2][0], w.held[2][1], 0, 0))
	}
	hashRoundStrikes(h, cs)
	hashFixedStrikes(h, cs)     // fixedstrikes.go
	hashContinuePresses(h, cs)  // continuepress.go
	hashMandatoryPresses(h, cs) // mandatorypress.go
	hashTerror(h, cs)           // combatterror.go
	hashAims(h, cs)             // aim.go
	hashCardPresses(h, cs)      // cardpress.go
	if cs.drawMore != 0 {       // drawmore.go
		h.Uint64(uint64(cs.drawMore) ^ 0x9b05688c2b3e6c1f)
	}
	hashWeather(h, cs)
	hashManeuversOrPresses(h, cs)
	if cs.Bans != [2]StrikeKind{} || cs.RoundBans != [2]StrikeKind{} {
		h.Uint64(uint64(cs.Bans[0]) | uint64(cs.Bans[1])<<8 | uint64(cs.RoundBans[0])<<16 | uint64(cs.RoundBans[1])<<24)
	}
	if cs.discount != [2]int{} {
		h.Uint64(uint64(uint32(cs.discount[0])) | uint64(uint32(cs.discount[1]))<<32 ^ 0x6a09e667f3bcc909)
	}
	if cs.surcharge != [2]int{} || cs.hands != (combatHands{}) {
		h.Uint64(pack4(cs.surcharge[0], cs.surcharge[1], cs.hands.size[0], cs.hands.size[1]) ^ 0xbb67ae8584caa73b)
		h.Uint64(uint64(uint32(cs.hands.damage[0])) | uint64(uint32(cs.hands.damage[1]))<<32)
	}
	if cs.AllAggravated || cs.RoundPrevent != [2]int{} {
		h.Uint64(b2u(cs.AllAggravated) | uint64(uint32(cs.RoundPrevent[0]))<<8 | uint64(uint32(cs.RoundPrevent[1]))<<32)
	}
	if cs.NoEquipment != [2]bool{} || cs.Caps != [2]*DamageCap{} {
		for side := range 2 {
			h.Bool(cs.NoEquipment[side])
			if c := cs.Caps[side]; c != nil {
				h.Int(c.N)
				h.Bool(c.Aggravated)
			}
		}
	}
	if len(cs.maneuvered)|len(cs.stolen)|len(cs.usedOnce)|len(cs.marks) != 0 {
		h.Uint64(uint64(len(cs.maneuvered)) | uint64(len(cs.stolen))<<16 | uint64(len(cs.usedOnce))<<32 |
			uint64(len(cs.marks))<<48)
		if len(cs.maneuvered) > 0 {
			h.Uint64(sumIDs(cs.maneuvered))
		}
		if len(cs.stolen) > 0 {
			h.Uint64(sumIDs(cs.stolen))
		}
		if len(cs.usedOnce) > 0 {
			h.Uint64(sumIDs(cs.usedOnce))
		}
		for _, m := range cs.marks {
			h.Uint64(uint64(uint32(m[0])) | uint64(uint32(m[1]))<<32)
		}
	}
}

// pack4 packs four small ints (far below 2¹⁶: counts, lengths, card
// ids) in a word, sixteen bits each.
func pack4(a, b, c, d int) uint64 {
	return uint64(uint16(a)) | uint64(uint16(b))<<16 | uint64(uint16(c))<<32 | uint64(uint16(d))<<48
}

// cardOrNone is a card's id, or NoCard for nil.
func cardOrNone(c *Card) CardID {
	if c == nil {
		return NoCard
	}
	return c.ID
}

// hashAction writes the action in progress: who acts, at what, with what
// stealth, intercept and bleed, and what was played during it. Its fixed
// words fold in pairs, keyed by their place, and their sum goes into h;
// its lists follow, their lengths in one word, behind one test.
func hashAction(h *engine.Hasher, a *ActionState) {
	sum := engine.Fold(uint64(a.Kind)|uint64(uint32(a.Actor.ID))<<8|uint64(uint8(a.TargetSeat+1))<<40|
		uint64(uint8(a.Retarget+1))<<48^0x082efa98ec4e6c89,
		uint64(uint32(cardOrNone(a.Target)))|uint64(uint32(cardOrNone(a.Blocker)))<<32)
	sum += engine.Fold(uint64(uint16(a.Stealth))|uint64(uint16(a.Intercept))<<16|uint64(uint16(a.Bleed))<<32|
		uint64(uint16(a.BleedReduction))<<48^0xd1310ba698dfb5ac,
		b2u(a.Directed)|b2u(a.Blocked)<<1|b2u(a.Succeeded)<<2|b2u(a.NoBleed)<<3|
			b2u(a.Limited)<<4|b2u(a.Failed)<<5|b2u(a.continuing)<<6|b2u(a.attemptFailed)<<7|b2u(a.NoUnlock)<<16|
			uint64(uint8(a.RescueSplit))<<8|uint64(uint32(a.PoolLost))<<32)
	h.Uint64(sum)
	if a.ReactionToll != 0 || a.ReactionsUnreplaced { // reactiontoll.go
		h.Uint64(uint64(uint32(a.ReactionToll)) | b2u(a.ReactionsUnreplaced)<<32 ^ 0x243f6a8885a308d3)
	}
	if len(a.TargetSeats)|len(a.BlockedWith)|len(a.Equipment)|len(a.Played)|len(a.Reacted)|
		len(a.declined)|len(a.marks)|len(a.DiscsUsed) != 0 {
		hashActionLists(h, a)
	}
	if actionEffects(a) {
		hashActionEffects(h, a)
	}
	if len(a.FromAsh)|len(a.ActionCombat) != 0 {
		hashActionEnd(h, a)
	}
}

// hashActionEnd writes the cards to replace from the ash heap and the
// effects at the start of each combat of the action. Out of line: rare,
// keeps hashAction's path short (BENCHMARKS, VS7).
//
//go:noinline
func hashActionEnd(h *engine.Hasher, a *ActionState) {
	hashFromAsh(h, a)      // replacefromash.go
	hashActionCombat(h, a) // actioncombat.go
}

// hashActionLists writes the action's lists: their lengths in two words,
// then their elements. Out of line: most actions have none, and the lists
// kept hashAction's path long (BENCHMARKS, VS3).
func hashActionLists(h *engine.Hasher, a *ActionState) {
	h.Uint64(pack4(len(a.TargetSeats), len(a.BlockedWith), len(a.Equipment), len(a.Played)))
	h.Uint64(pack4(len(a.Reacted), len(a.declined), len(a.marks), len(a.DiscsUsed)))
	for _, s := range a.TargetSeats {
		h.Int(s)
	}
	for _, id := range a.BlockedWith {
		h.Int(int(id))
	}
	for _, e := range a.Equipment {
		h.Int(int(e.ID))
	}
	for _, id := range a.Played {
		h.Int(id)
	}
	for _, r := range a.Reacted {
		h.Uint64(uint64(uint32(r[0])) | uint64(uint32(r[1]))<<32)
	}
	for _, s := range a.declined {
		h.Int(s)
	}
	for _, m := range a.marks {
		h.Uint64(uint64(uint32(m[0])) | uint64(uint32(m[1]))<<32)
	}
	for _, r := range a.DiscsUsed {
		h.Uint64(uint64(uint32(r[0])) | uint64(uint32(r[1]))<<32)
	}
}

// actionEffects reports whether the cards played during the action left
// any effect for hashActionEffects to write. Most actions have none:
// one test in hashAction, no call (BENCHMARKS, VS5).
func actionEffects(a *ActionState) bool {
	return actionNamed(a)|len(a.CannotBlock)|len(a.BeforeResolution)|len(a.AfterResolution)|len(a.OnAttempt)|
		len(a.BlockCombat)|len(a.BlockPrices) != 0 || a.forcedBlock != nil
}

// actionNamed is not 0 if the action's effects name minions.
func actionNamed(a *ActionState) int {
	return len(a.Awakened) | len(a.PressOnBlock) | len(a.ManeuverOnBlock) | len(a.FailedBlockers) |
		len(a.PoolIfNoBlock) | len(a.PreventOnBlock) | len(a.PreventFirstRoundOnBlock) | len(a.ExtraIntercept)
}

// hashActionEffects writes what the cards played during the action left
// for its blocks and resolution (actionEffects): how many effects of each
// kind wait (their closures follow from the cards played, hashed) and the
// minions they name, rarer, behind a second test.
func hashActionEffects(h *engine.Hasher, a *ActionState) {
	named := actionNamed(a)
	h.Uint64(pack4(len(a.CannotBlock), len(a.BeforeResolution), len(a.AfterResolution), len(a.OnAttempt)) ^
		uint64(len(a.BlockCombat))<<61 ^ b2u(named != 0)<<60 ^ b2u(a.forcedBlock != nil)<<59)
	if n := len(a.BlockPrices); n > 0 { // blockprice.go
		h.Int(n)
	}
	if a.forcedBlock != nil {
		h.Int(int(a.forcedBlock.ID))
	}
	if named == 0 {
		return
	}
	h.Uint64(pack4(len(a.Awakened), len(a.PressOnBlock), len(a.ManeuverOnBlock), len(a.FailedBlockers)))
	h.Uint64(pack4(len(a.PoolIfNoBlock), len(a.PreventOnBlock), len(a.PreventFirstRoundOnBlock), len(a.ExtraIntercept)))
	for _, l := range [...][]*Card{a.Awakened, a.PressOnBlock, a.ManeuverOnBlock, a.FailedBlockers} {
		for _, c := range l {
			h.Int(int(c.ID))
		}
	}
	for _, p := range a.PoolIfNoBlock {
		h.Uint64(uint64(uint32(p.Seat)) | uint64(uint32(cardOrNone(p.Minion)))<<32)
	}
	for _, l := range [...][]Bonus{a.PreventOnBlock, a.PreventFirstRoundOnBlock, a.ExtraIntercept} {
		for _, b := range l {
			h.Uint64(uint64(uint32(cardOrNone(b.Minion))) | uint64(uint32(b.N))<<32)
		}
	}
}
