package vtes

import (
	"encoding/binary"
	"strings"
	"unsafe"
)

// Disc is a Discipline (rules/vtes.md §1.4), by its three-letter code.
type Disc uint8

// The Disciplines of the current rules (§14 C45: 28, Blood Sorcery being
// the current name of Thaumaturgy), plus the Imbued virtues so card data
// always parses.
const (
	NoDisc Disc = iota
	Abombwe
	Animalism
	Auspex
	Celerity
	Chimerstry
	Daimoinon
	Dementation
	Dominate
	Fortitude
	Melpominee
	Mytherceria
	Necromancy
	Obeah
	Obfuscate
	Oblivion
	Obtenebration
	Potence
	Presence
	Protean
	Quietus
	Sanguinus
	Serpentis
	Spiritus
	Temporis
	Thanatosis
	BloodSorcery
	Valeren
	Vicissitude
	Visceratika
	Flight
	Striga
	Maleficia
	numDisc
)

var discCodes = [numDisc]string{
	"", "abo", "ani", "aus", "cel", "chi", "dai", "dem", "dom", "for", "mel", "myt", "nec", "obe",
	"obf", "obl", "obt", "pot", "pre", "pro", "qui", "san", "ser", "spi", "tem", "thn", "tha", "val",
	"vic", "vis", "fli", "str", "mal",
}

// Code returns the three-letter lower-case code ("pot").
func (d Disc) Code() string {
	if d >= numDisc {
		return "?"
	}
	return discCodes[d]
}

// DiscByCode returns the Discipline of a three-letter code, in either case.
func DiscByCode(code string) (Disc, bool) {
	code = strings.ToLower(code)
	for i, c := range discCodes {
		if c == code && c != "" {
			return Disc(i), true
		}
	}
	return NoDisc, false
}

// Level is a vampire's level in a Discipline: none, inferior, superior.
type Level uint8

// Discipline levels (§1.3).
const (
	NoLevel  Level = 0
	Inferior Level = 1
	Superior Level = 2
)

// Disciplines holds a level per Discipline.
type Disciplines [numDisc]Level

// any reports whether some level of d is not zero, eight at a time: the
// hash asks it of every card in play after every replayed choice, and
// comparing d with a zero array called memequal each time.
func (d *Disciplines) any() bool {
	w0, w1, w2, w3, w4 := d.words()
	return w0|w1|w2|w3|w4 != 0
}

// words reads the levels as five little-endian words, the last one the
// last eight levels, overlapping the fourth (discWordsFit): any and the
// hash (cardExtras) read them so, not level by level.
func (d *Disciplines) words() (w0, w1, w2, w3, w4 uint64) {
	// Level is a uint8: the same bytes.
	b := (*[numDisc]byte)(unsafe.Pointer(d))
	le := binary.LittleEndian
	return le.Uint64(b[0:]), le.Uint64(b[8:]), le.Uint64(b[16:]), le.Uint64(b[24:]), le.Uint64(b[numDisc-8:])
}

// discWordsFit fails to compile unless there are 32 to 40 Disciplines,
// which words reads as four words and the last eight levels.
const discWordsFit = uint(numDisc-32) + uint(40-numDisc)

// ParseDisciplines reads the archive notation: "pot ANI DOM" (capitals are
// superior). Unknown codes are reported.
func ParseDisciplines(s string) (Disciplines, error) {
	var ds Disciplines
	for _, f := range strings.Fields(s) {
		d, ok := DiscByCode(f)
		if !ok {
			return ds, &unknownDisc{f}
		}
		if f == strings.ToUpper(f) {
			ds[d] = Superior
		} else {
			ds[d] = Inferior
		}
	}
	return ds, nil
}

type unknownDisc struct{ code string }

func (e *unknownDisc) Error() string { return "unknown discipline " + e.code }

// String writes superior Disciplines in capitals, in code order.
func (ds Disciplines) String() string {
	var b strings.Builder
	for d := Disc(1); d < numDisc; d++ {
		if ds[d] == NoLevel {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if ds[d] == Superior {
			b.WriteString(strings.ToUpper(d.Code()))
		} else {
			b.WriteString(d.Code())
		}
	}
	return b.String()
}
