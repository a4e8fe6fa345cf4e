package vtes

import (
	"reflect"
	"testing"
)

// cardFlags.bits reads the flags as bytes (hash.go): each bool must be
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
			want = 1 << i
		case reflect.Uint8: // NewSect, last
			if i != typ.NumField()-1 {
				t.Fatalf("%s is not the last field of cardFlags", typ.Field(i).Name)
			}
			f.SetUint(uint64(Laibon))
			want = uint64(Laibon) << i
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
			c.DiscBonus[d] = l
			h := cardHash(c)
			name := Disc(d).Code() + [...]string{"", " inferior", " superior"}[l]
			if other, ok := seen[h]; ok {
				t.Errorf("%s hashes as %s", name, other)
			}
			seen[h] = name
		}
	}
}
