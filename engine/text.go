package engine

import (
	"fmt"
	"math"
	"strconv"
	"sync"
)

// Lang is a language a [Text] can be rendered in.
type Lang string

// The languages every message is registered in.
const (
	English Lang = "en"
	French  Lang = "fr"
)

// Langs lists the supported languages in catalog order.
var Langs = []Lang{English, French}

// ParseLang returns the language named by s ("en" or "fr").
func ParseLang(s string) (Lang, error) {
	switch Lang(s) {
	case English, French:
		return Lang(s), nil
	}
	return "", fmt.Errorf("unknown language %q (want en or fr)", s)
}

// index is the position of l in a message's templates; unknown languages
// fall back to English.
func (l Lang) index() int {
	if l == French {
		return 1
	}
	return 0
}

// MaxArgs is the number of arguments a [Text] can carry.
const MaxArgs = 3

// Msg identifies a message registered with [NewMsg]. The zero Msg is no
// message and renders as the empty string.
//
// A Msg's numeric value depends on registration order and is never written to
// a file; its key is stable.
type Msg uint32

// Key returns the stable key m was registered under, or "" for the zero Msg
// or an unknown one.
func (m Msg) Key() string {
	if e := lookup(m); e != nil {
		return e.key
	}
	return ""
}

// With returns the text of m with the given arguments. It panics if more
// than [MaxArgs] arguments are given: that is a bug in the calling game, found
// by its first test.
func (m Msg) With(args ...Arg) (t Text) {
	// One by one, not copy: a copy of arguments holding strings went
	// through the runtime's typed copy, and texts are made for every
	// option and log line (a twentieth of a replay). Into the named
	// result: a Text made aside was cleared and copied once more
	// (BENCHMARKS, VS3).
	t.Msg = m
	switch len(args) {
	case 3:
		t.Args[2] = args[2]
		fallthrough
	case 2:
		t.Args[1] = args[1]
		fallthrough
	case 1:
		t.Args[0] = args[0]
	case 0:
	default:
		tooManyArgs(m, len(args))
	}
	return t
}

// tooManyArgs panics: a message given more than MaxArgs arguments is a
// bug in the calling game.
func tooManyArgs(m Msg, n int) {
	panic(fmt.Sprintf("engine: message %q given %d arguments, at most %d", m.Key(), n, MaxArgs))
}

// Text returns the text of m without arguments.
func (m Msg) Text() Text { return Text{Msg: m} }

// argKind tells what an Arg holds.
type argKind uint8

const (
	argNone argKind = iota
	argInt
	argStr
	argMsg
	argPhrase
	argPhraseJoin // two phrases and what joins them (PhraseJoin)
	argChange     // two numbers, before and after (Change)
)

// Arg is one argument of a [Text]: a number, a string rendered as is (a card
// name, a player name) or a message rendered in the text's language.
// The zero Arg renders as the empty string.
type Arg struct {
	s    string
	n    int32
	kind argKind
}

// Int returns a number argument. Numbers are held in 32 bits; values outside
// that range are clamped.
func Int(n int) Arg {
	n = min(max(n, math.MinInt32), math.MaxInt32)
	return Arg{n: int32(n), kind: argInt}
}

// Change returns an argument rendered "before → after" in every language
// (a ledger line's "pool 12 → 9"), made without allocating when both fit
// in 16 bits: games write one for every change of a figure.
func Change(before, after int) Arg {
	if uint(before+1<<15)|uint(after+1<<15) >= 1<<16 { // one of them is past 16 bits
		return wideChange(before, after)
	}
	return Arg{n: int32(uint32(uint16(before)) | uint32(uint16(after))<<16), kind: argChange}
}

// wideChange is Change of numbers past 16 bits, as a string; out of line,
// so that Change's usual path is a line of code (BENCHMARKS, VS5).
func wideChange(before, after int) Arg {
	return Str(strconv.Itoa(before) + changeSep + strconv.Itoa(after))
}

// changeSep comes between the two numbers of a Change.
const changeSep = " → "

// change returns the numbers a Change argument holds.
func (a Arg) change() (before, after int) {
	return int(int16(uint16(a.n))), int(int16(uint16(uint32(a.n) >> 16)))
}

// Str returns a string argument, rendered the same in every language.
func Str(s string) Arg { return Arg{s: s, kind: argStr} }

// Str returns the string a [Str] argument holds, and whether a is one: a
// game reads its own log lines back without rendering them.
func (a Arg) Str() (string, bool) { return a.s, a.kind == argStr }

// IntValue returns the number an [Int] argument holds, and whether a is
// one: a bot reads a prompt's numbers without rendering it.
func (a Arg) IntValue() (int, bool) { return int(a.n), a.kind == argInt }

// English returns a rendered in English, without rendering it, when a
// holds words: a [Str], or a [Phrase], [PhraseThen] or [PhraseJoin],
// whose English is as written. It returns false for a number, a message
// and the zero Arg.
func (a Arg) English() (string, bool) {
	switch a.kind {
	case argStr, argPhrase, argPhraseJoin:
		return a.s, true
	}
	return "", false
}

// Sub returns an argument that renders message m (without arguments) in the
// text's language, such as the name of a phase.
func Sub(m Msg) Arg { return Arg{n: int32(m), kind: argMsg} }

// Text is a localisable text: a message and its arguments. It is a small
// value built without allocation; it is rendered into words only when a
// human or a file needs it.
type Text struct {
	Msg  Msg
	Args [MaxArgs]Arg
}

// IsZero reports whether t is the empty text.
func (t Text) IsZero() bool { return t == Text{} }

// String renders t in English.
func (t Text) String() string { return t.Render(English) }

// Render renders t in language l.
func (t Text) Render(l Lang) string { return string(t.Append(nil, l)) }

// Append appends t rendered in language l to dst and returns the extended
// buffer. A placeholder whose argument is missing renders as the empty
// string.
func (t Text) Append(dst []byte, l Lang) []byte {
	e := lookup(t.Msg)
	if e == nil {
		if t.Msg != 0 {
			dst = append(dst, "?msg"...)
			dst = strconv.AppendUint(dst, uint64(t.Msg), 10)
		}
		return dst
	}
	for _, seg := range e.tmpl[l.index()] {
		if seg.arg < 0 {
			dst = append(dst, seg.lit...)
			continue
		}
		dst = t.Args[seg.arg].Append(dst, l)
	}
	return dst
}

// Append appends a rendered in language l to dst and returns the extended
// buffer; the zero Arg renders as nothing.
func (a Arg) Append(dst []byte, l Lang) []byte {
	switch a.kind {
	case argInt:
		dst = strconv.AppendInt(dst, int64(a.n), 10)
	case argStr:
		dst = append(dst, a.s...)
	case argMsg:
		dst = Msg(a.n).Text().Append(dst, l)
	case argPhrase:
		dst = append(dst, translate(l, a.s[:a.n])...)
		dst = append(dst, a.s[a.n:]...)
	case argPhraseJoin:
		end, start := a.joinCuts()
		dst = append(dst, translate(l, a.s[:end])...)
		dst = append(dst, a.s[end:start]...)
		dst = append(dst, translate(l, a.s[start:])...)
	case argChange:
		before, after := a.change()
		dst = strconv.AppendInt(dst, int64(before), 10)
		dst = append(dst, changeSep...)
		dst = strconv.AppendInt(dst, int64(after), 10)
	}
	return dst
}

// String renders a in English.
func (a Arg) String() string { return string(a.Append(nil, English)) }

// segment is one piece of a parsed template: a literal, or argument arg.
type segment struct {
	lit string
	arg int // -1 for a literal
}

// entry is one registered message.
type entry struct {
	key  string
	tmpl [2][]segment // indexed by Lang.index
}

// catalog holds every registered message. Messages are registered at
// initialisation and read when rendering; neither is on the rules path.
var catalog struct {
	sync.RWMutex
	entries []entry // entries[m-1] is message m
	byKey   map[string]Msg
}

func lookup(m Msg) *entry {
	if m == 0 {
		return nil
	}
	catalog.RLock()
	defer catalog.RUnlock()
	if int(m) > len(catalog.entries) {
		return nil
	}
	return &catalog.entries[m-1]
}

// LookupMsg returns the message registered under key.
func LookupMsg(key string) (Msg, bool) {
	catalog.RLock()
	defer catalog.RUnlock()
	m, ok := catalog.byKey[key]
	return m, ok
}

// NewMsg registers a message under a stable key (by convention prefixed
// with the game, as in "vtes.bleed") with its English and French templates,
// and returns it. Templates hold placeholders {0} to {2} for the text's
// arguments; "{{" and "}}" stand for literal braces.
//
// NewMsg is meant for package-level variables. Like [regexp.MustCompile] it
// panics on a programming error: an empty or duplicate key, or a malformed
// template.
func NewMsg(key, en, fr string) Msg {
	m, err := newMsg(key, en, fr)
	if err != nil {
		panic("engine: " + err.Error())
	}
	return m
}

func newMsg(key, en, fr string) (Msg, error) {
	if key == "" {
		return 0, fmt.Errorf("message with empty key")
	}
	var e entry
	e.key = key
	for i, s := range [2]string{en, fr} {
		segs, err := parseTemplate(s)
		if err != nil {
			return 0, fmt.Errorf("message %q (%s): %w", key, Langs[i], err)
		}
		e.tmpl[i] = segs
	}
	catalog.Lock()
	defer catalog.Unlock()
	if _, dup := catalog.byKey[key]; dup {
		return 0, fmt.Errorf("message %q registered twice", key)
	}
	if catalog.byKey == nil {
		catalog.byKey = make(map[string]Msg)
	}
	catalog.entries = append(catalog.entries, e)
	m := Msg(len(catalog.entries))
	catalog.byKey[key] = m
	return m, nil
}

// parseTemplate splits a template into literals and placeholders.
func parseTemplate(s string) ([]segment, error) {
	var segs []segment
	var lit []byte
	flush := func() {
		if len(lit) > 0 {
			segs = append(segs, segment{lit: string(lit), arg: -1})
			lit = lit[:0]
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '{' && i+1 < len(s) && s[i+1] == '{':
			lit = append(lit, '{')
			i++
		case c == '}' && i+1 < len(s) && s[i+1] == '}':
			lit = append(lit, '}')
			i++
		case c == '{':
			if i+2 >= len(s) || s[i+2] != '}' || s[i+1] < '0' || s[i+1] >= '0'+MaxArgs {
				return nil, fmt.Errorf("bad placeholder at byte %d of %q (want {0} to {%d})", i, s, MaxArgs-1)
			}
			flush()
			segs = append(segs, segment{arg: int(s[i+1] - '0')})
			i += 2
		case c == '}':
			return nil, fmt.Errorf("unmatched '}' at byte %d of %q", i, s)
		default:
			lit = append(lit, c)
		}
	}
	flush()
	return segs, nil
}
