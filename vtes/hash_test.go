package vtes

import (
	"fmt"
	"reflect"
	"testing"
	"unsafe"

	"kindred/engine"
)

// cardFlags.bits reads the flags as two words (hash.go): each bool must be
// one bit of its own, NewSect the bits above them, and each must change
// the card's hash, whatever the order or number of the fields.
func TestCardFlagsBits(t *testing.T) {
	typ := reflect.TypeFor[cardFlags]()
	seen := uint64(0)
	for i := range typ.NumField() {
		c := &Card{Host: NoCard, Links: [2]CardID{NoCard, NoCard}}
		before := cardHash(c)
		f := reflect.ValueOf(&c.cardFlags).Elem().Field(i)
		var want uint64
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
			want = 1 << (i%8*8 + i/8) // byte i%8 of word i/8, that word shifted by i/8
		case reflect.Uint8: // NewSect, last
			if i != typ.NumField()-1 {
				t.Fatalf("%s is not the last field of cardFlags", typ.Field(i).Name)
			}
			if i != cardFlagsSize-1 {
				t.Fatalf("NewSect is at byte %d, not %d", i, cardFlagsSize-1)
			}
			f.SetUint(uint64(Laibon))
			want = uint64(Laibon) << 57
		default:
			t.Fatalf("cardFlags.%s is neither a bool nor a Sect", typ.Field(i).Name)
		}
		got := c.cardFlags.bits()
		if got != want || got&seen != 0 {
			t.Errorf("%s alone: bits %#x, want %#x", typ.Field(i).Name, got, want)
		}
		seen |= got
		if cardHash(c) == before {
			t.Errorf("%s does not change the card's hash", typ.Field(i).Name)
		}
	}
	all := cardFlags{}
	v := reflect.ValueOf(&all).Elem()
	for i := range v.NumField() - 1 {
		v.Field(i).SetBool(true)
	}
	all.NewSect = Laibon
	if got := all.bits(); got != seen {
		t.Errorf("all flags: bits %#x, want %#x", got, seen)
	}
	if n := len(sectNames); n > 1<<7 { // bits keeps NewSect's low seven bits
		t.Errorf("%d sects: NewSect does not fit bits 57 to 63", n)
	}
}

// cardExtras reads the Discipline bonuses as words: each Discipline at
// each level hashes apart from every other.
func TestDiscBonusHashes(t *testing.T) {
	seen := map[uint64]string{}
	for d := range numDisc {
		for _, l := range []Level{NoLevel, Inferior, Superior} {
			if l == NoLevel && d > 0 {
				continue
			}
			c := &Card{Host: NoCard, Links: [2]CardID{NoCard, NoCard}}
			var disc Disciplines
			disc[d] = l
			c.SetBonuses(0, disc)
			h := cardHash(c)
			name := Disc(d).Code() + [...]string{"", " inferior", " superior"}[l]
			if other, ok := seen[h]; ok {
				t.Errorf("%s hashes as %s", name, other)
			}
			seen[h] = name
		}
	}
}

// cardHash reads a card's ids as words and packs its counters: each
// field it hashes must change the card's share, and the same change to
// two fields must not hash alike.
func TestCardShareFields(t *testing.T) {
	base := func() *Card { return &Card{ID: 7, Host: NoCard, Links: [2]CardID{NoCard, NoCard}, Controller: 1} }
	changes := map[string]func(c *Card){
		"ID":            func(c *Card) { c.ID = 8 },
		"Host":          func(c *Card) { c.Host = 8 },
		"Links[0]":      func(c *Card) { c.Links[0] = 8 },
		"Links[1]":      func(c *Card) { c.Links[1] = 8 },
		"Blood":         func(c *Card) { c.Blood = 8 },
		"Counters":      func(c *Card) { c.Counters = 8 },
		"CapacityBonus": func(c *Card) { c.SetBonuses(8, Disciplines{}) },
		"Zone":          func(c *Card) { c.Zone = 8 },
		"Controller":    func(c *Card) { c.Controller = 8 },
		"usedActions":   func(c *Card) { c.more = &cardMore{usedActions: []int{8}} },
		"two actions":   func(c *Card) { c.more = &cardMore{usedActions: []int{8, 8}} },
		"Corruption":    func(c *Card) { c.more = &cardMore{corruption: []int{0, 8}} },
		"lentBy":        func(c *Card) { c.more = &cardMore{lentBy: 2} },
		// Each of a card's rarer fields alone (rareExtras), and two of them
		// set to the same value, must change the share apart: a disease
		// counter alone once hashed as nothing (cardExtras' guard missed it),
		// and a loan and an entry for the same seats folded the same key.
		"diseased":     func(c *Card) { c.more = &cardMore{diseased: true} },
		"outIfBurned":  func(c *Card) { c.more = &cardMore{outIfBurned: true} },
		"diablerieFor": func(c *Card) { c.more = &cardMore{diablerieFor: 2} },
		"enteredFor":   func(c *Card) { c.more = &cardMore{enteredFor: 2} },
		"chosenSeats":  func(c *Card) { c.more = &cardMore{chosenSeats: 2} },
		"lifeBonus":    func(c *Card) { c.more = &cardMore{lifeBonus: 2} },
	}
	seen := map[uint64]string{cardHash(base()): "nothing"}
	for name, change := range changes {
		c := base()
		change(c)
		h := cardHash(c)
		if other, ok := seen[h]; ok {
			t.Errorf("changing %s hashes as changing %s", name, other)
		}
		seen[h] = name
	}
}

// seatFlags.bits reads the flags as bytes (hash.go): each must be a bool
// and change the seat's share.
func TestSeatFlagsBits(t *testing.T) {
	typ := reflect.TypeFor[seatFlags]()
	seen := map[uint64]string{}
	g := &Game{}
	for i := -1; i < typ.NumField(); i++ {
		m := &Methuselah{Seat: 1}
		name := "nothing"
		if i >= 0 {
			f := typ.Field(i)
			if f.Type.Kind() != reflect.Bool {
				t.Fatalf("seatFlags.%s is not a bool", f.Name)
			}
			*(*bool)(unsafe.Add(unsafe.Pointer(&m.seatFlags), f.Offset)) = true // unexported: reflect cannot set it
			name = f.Name
		}
		h := g.seatShare(m)
		if other, ok := seen[h]; ok {
			t.Errorf("%s hashes as %s", name, other)
		}
		seen[h] = name
	}
}

// hashKind reads a kind as words, the last overlapping, or with Str: every
// byte and the length count.
func TestHashKind(t *testing.T) {
	seen := map[uint64]string{}
	for _, k := range []string{"", "a", "vtes.bi", "vtes.bid", "vtes.bie", "vtes.bid\x00", "vtes.diablerize",
		"vtes.burn-option", "vtes.burn-optioo", "vtes.hand-discard", "wtes.hand-discard", "vtes.hand-discarc",
		"vtes.hand-discard\x00", "vtes.hand-discard.0123456", "vtes.hand-discard.0123457", "vtes.hand-discard.01234567"} {
		var h engine.Hasher
		hashKind(&h, k)
		if other, ok := seen[h.Sum()]; ok {
			t.Errorf("%q hashes as %q", k, other)
		}
		seen[h.Sum()] = k
	}
}

// cardExtras hashes a card holding only the actions it used and the
// seats it entered play for itself: as rareExtras would, whose hashes
// the logs hold.
func TestCardExtrasAsRareExtras(t *testing.T) {
	for _, m := range []cardMore{{}, {enteredFor: 5}, {usedActions: []int{3, 9}},
		{enteredFor: 1, usedActions: []int{4}}, {enteredFor: 2, diseased: true}} {
		c := &Card{Host: NoCard, Links: [2]CardID{NoCard, NoCard}, more: &m}
		if got, want := cardExtras(c), rareExtras(c); got != want {
			t.Errorf("%+v: cardExtras %#x, rareExtras %#x", m, got, want)
		}
	}
}

// combatExtras must be true for every combat whose rarer parts
// hashCombatExtras writes: each field of CombatState, down to its
// leaves, set alone, that changes what hashCombatExtras writes (or that
// it reads: a panic on a half-made part) must make combatExtras true,
// whatever fields are added later.
func TestCombatExtras(t *testing.T) {
	if combatExtras(&CombatState{}) {
		t.Fatal("an empty combat has rarer parts")
	}
	var empty engine.Hasher
	hashCombatExtras(&empty, &CombatState{})
	writes := func(cs *CombatState) (differs bool) {
		defer func() {
			if recover() != nil {
				differs = true
			}
		}()
		var h engine.Hasher
		hashCombatExtras(&h, cs)
		return h != empty
	}
	var walk func(name string, v func(cs *CombatState) reflect.Value, typ reflect.Type)
	walk = func(name string, v func(cs *CombatState) reflect.Value, typ reflect.Type) {
		switch typ.Kind() {
		case reflect.Struct:
			for i := range typ.NumField() {
				walk(name+"."+typ.Field(i).Name, func(cs *CombatState) reflect.Value { return v(cs).Field(i) }, typ.Field(i).Type)
			}
			return
		case reflect.Array:
			for i := range typ.Len() {
				walk(fmt.Sprintf("%s[%d]", name, i), func(cs *CombatState) reflect.Value { return v(cs).Index(i) }, typ.Elem())
			}
			return
		}
		cs := &CombatState{}
		f := v(cs)
		f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem() // unexported fields too
		switch typ.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(3)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			f.SetUint(3)
		case reflect.Pointer:
			f.Set(reflect.New(typ.Elem()))
		case reflect.Slice:
			s := reflect.MakeSlice(typ, 1, 1)
			if typ.Elem().Kind() == reflect.Pointer {
				s.Index(0).Set(reflect.New(typ.Elem().Elem()))
			}
			f.Set(s)
		default: // funcs: never hashed
			return
		}
		if writes(cs) && !combatExtras(cs) {
			t.Errorf("CombatState%s alone is hashed by hashCombatExtras, but combatExtras is false", name)
		}
	}
	walk("", func(cs *CombatState) reflect.Value { return reflect.ValueOf(cs).Elem() }, reflect.TypeFor[CombatState]())
}

// sumIDs pads a short last block with NoCard: lists of every length up
// to three blocks sum as blocks of four padded in an array would (the
// logs' hashes).
func TestSumIDsPadding(t *testing.T) {
	padded := func(l []CardID) uint64 {
		var sum, pos uint64
		for i := 0; i < len(l); i += 4 {
			b := [4]CardID{NoCard, NoCard, NoCard, NoCard}
			copy(b[:], l[i:])
			sum += engine.Fold(pack2(b[0], b[1])^pos, pack2(b[2], b[3]))
			pos += 0x9e3779b97f4a7c15
		}
		return sum
	}
	var l []CardID
	for n := range 13 {
		if got, want := sumIDs(l), padded(l); got != want {
			t.Errorf("%d ids: %#x, want %#x", n, got, want)
		}
		l = append(l, CardID(7*n+1))
	}
}

// terrorAny tells a Terror on either side from none, each field alone,
// as the array's compare does.
func TestTerrorAny(t *testing.T) {
	var none [2]CombatTerror
	if terrorAny(&none) {
		t.Errorf("no Terror reads as one")
	}
	typ := reflect.TypeOf(CombatTerror{})
	for side := range 2 {
		for i := range typ.NumField() {
			var ts [2]CombatTerror
			f := reflect.ValueOf(&ts[side]).Elem().Field(i)
			switch f.Kind() {
			case reflect.Bool:
				f.SetBool(true)
			case reflect.Int:
				f.SetInt(1)
			default:
				t.Fatalf("CombatTerror.%s is a %s: terrorAny does not read it", typ.Field(i).Name, f.Kind())
			}
			if got, want := terrorAny(&ts), ts != [2]CombatTerror{}; got != want {
				t.Errorf("side %d's %s: terrorAny %v, the compare %v", side, typ.Field(i).Name, got, want)
			}
		}
	}
}

// shares.sum makes the pending shares in every word of pending, those
// past the 63rd word (a game of over 4,032 cards, which share its bit of
// shares.words) too: the kept sum is the sum of every card's share, after
// cards of each word changed.
func TestSharesSumEveryWord(t *testing.T) {
	const n = 64*64 + 200
	var s shares
	cards := make([]*Card, n)
	s.reserve(n)
	for id := range cards {
		cards[id] = &Card{ID: CardID(id), Host: NoCard, Links: [2]CardID{NoCard, NoCard}, Zone: ZoneReady}
		s.add(CardID(id), ZoneReady)
	}
	want := func() uint64 { return sharesAnew(cards) }
	if got := s.sum(cards); got != want() {
		t.Fatalf("all cards: kept %#x, made anew %#x", got, want())
	}
	for _, id := range []int{0, 63, 64, 62*64 + 5, 63 * 64, 63*64 + 70, n - 1} {
		cards[id].Blood++
		s.forget(CardID(id))
		if got := s.sum(cards); got != want() {
			t.Errorf("card %d changed: kept %#x, made anew %#x", id, got, want())
		}
	}
	if err := s.checkAll(cards); err != nil {
		t.Error(err)
	}
}

// sharesAnew is the sum of cards' hash shares made anew, as shares.sum
// keeps it (a share of 0 counts 1).
func sharesAnew(cards []*Card) uint64 {
	var sum uint64
	for _, c := range cards {
		sum += max(cardHash(c), 1)
	}
	return sum
}
