package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// LogVersion is the version of the log file format this build writes and
// reads. It changes whenever the format or the [Hasher] algorithm changes.
const LogVersion = 1

// logMagic starts every log file.
const logMagic = "kindred-log"

// Errors returned when reading a log. They are wrapped with the line
// number; test for them with [errors.Is].
var (
	// ErrLogFormat: a line is malformed.
	ErrLogFormat = errors.New("malformed log")
	// ErrLogTruncated: the file ends in the middle of a line or of the header.
	ErrLogTruncated = errors.New("truncated log")
	// ErrLogVersion: the file was written in another format version.
	ErrLogVersion = errors.New("unsupported log version")
)

// Header holds everything that defines a game before its first choice.
type Header struct {
	// Game names the game, such as "vtes". A token (see [Decision.Kind]).
	Game string
	// Version is the version of the game's rules implementation, so a log
	// is replayed by rules that give the same states.
	Version string
	// Seed seeds the game's [Rand].
	Seed uint64
	// Rules lists the rules options, in the order the game expects them.
	Rules []Rule
	// Seats has one entry per seat, in seat order: the content that seat
	// brings to the game, such as a deck's identifier. Its length is the
	// number of seats.
	Seats []string
}

// Rule is one rules option: a key (a token) and its value.
type Rule struct {
	Key, Value string
}

// Rule returns the value of the rules option key.
func (h *Header) Rule(key string) (string, bool) {
	for _, r := range h.Rules {
		if r.Key == key {
			return r.Value, true
		}
	}
	return "", false
}

// Validate reports whether h can be written to a log and read back.
func (h *Header) Validate() error {
	if !isToken(h.Game) {
		return fmt.Errorf("header: game name %q is not a token of [A-Za-z0-9._-]", h.Game)
	}
	for i, r := range h.Rules {
		if !isToken(r.Key) {
			return fmt.Errorf("header: rules option key %q is not a token of [A-Za-z0-9._-]", r.Key)
		}
		for _, prev := range h.Rules[:i] {
			if prev.Key == r.Key {
				return fmt.Errorf("header: rules option %q given twice", r.Key)
			}
		}
	}
	return nil
}

// Choice is one answered decision, as recorded in a log.
type Choice struct {
	// Seat is the seat that decided.
	Seat int
	// Kind is the decision's kind.
	Kind string
	// Option is the index of the chosen option.
	Option int
	// Hash is the game's state hash after the choice.
	Hash uint64
}

// Log is a game as a file: its header and every choice made. Replaying the
// choices on a game built from the header gives back the game.
type Log struct {
	Header  Header
	Choices []Choice
}

// isToken reports whether s is a non-empty string of [A-Za-z0-9._-].
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '.' && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

// validChoice reports why c cannot be written to a log, if it cannot.
func validChoice(c *Choice, seats int) error {
	if !isToken(c.Kind) {
		return fmt.Errorf("decision kind %q is not a token of [A-Za-z0-9._-]", c.Kind)
	}
	if c.Seat < 0 || c.Seat >= seats {
		return fmt.Errorf("seat %d out of range (the header has %d seats)", c.Seat, seats)
	}
	if c.Option < 0 || c.Option > maxNumber {
		return fmt.Errorf("option %d out of range", c.Option)
	}
	return nil
}

// maxNumber bounds the seat and option numbers a log may hold.
const maxNumber = 1<<31 - 1

// WriteTo writes l in the log file format (see docs/ENGINE.md). It refuses,
// writing nothing, a log that could not be read back.
func (l *Log) WriteTo(w io.Writer) (int64, error) {
	buf, err := l.appendTo(nil)
	if err != nil {
		return 0, err
	}
	n, err := w.Write(buf)
	return int64(n), err
}

// MarshalText returns l in the log file format.
func (l *Log) MarshalText() ([]byte, error) { return l.appendTo(nil) }

func (l *Log) appendTo(dst []byte) ([]byte, error) {
	if err := l.Header.Validate(); err != nil {
		return nil, err
	}
	dst = appendHeader(dst, &l.Header)
	for i := range l.Choices {
		c := &l.Choices[i]
		if err := validChoice(c, len(l.Header.Seats)); err != nil {
			return nil, fmt.Errorf("choice %d: %w", i+1, err)
		}
		dst = appendChoice(dst, c)
	}
	return dst, nil
}

// appendHeader appends the header block, up to and including the line
// "choices". h must be valid.
func appendHeader(dst []byte, h *Header) []byte {
	dst = append(dst, logMagic+" "...)
	dst = strconv.AppendInt(dst, LogVersion, 10)
	dst = append(dst, "\ngame "...)
	dst = append(dst, h.Game...)
	dst = append(dst, "\nversion "...)
	dst = appendQuoted(dst, h.Version)
	dst = append(dst, "\nseed "...)
	dst = strconv.AppendUint(dst, h.Seed, 10)
	dst = append(dst, '\n')
	for _, r := range h.Rules {
		dst = append(dst, "rule "...)
		dst = append(dst, r.Key...)
		dst = append(dst, ' ')
		dst = appendQuoted(dst, r.Value)
		dst = append(dst, '\n')
	}
	for i, s := range h.Seats {
		dst = append(dst, "seat "...)
		dst = strconv.AppendInt(dst, int64(i), 10)
		dst = append(dst, ' ')
		dst = appendQuoted(dst, s)
		dst = append(dst, '\n')
	}
	return append(dst, "choices\n"...)
}

// appendChoice appends the line of one choice: "seat kind option hash".
func appendChoice(dst []byte, c *Choice) []byte {
	dst = strconv.AppendInt(dst, int64(c.Seat), 10)
	dst = append(dst, ' ')
	dst = append(dst, c.Kind...)
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(c.Option), 10)
	dst = append(dst, ' ')
	const hex = "0123456789abcdef"
	for shift := 60; shift >= 0; shift -= 4 {
		dst = append(dst, hex[(c.Hash>>uint(shift))&0xf])
	}
	return append(dst, '\n')
}

// appendRewind appends the line that drops every choice after the first n.
func appendRewind(dst []byte, n int) []byte {
	dst = append(dst, "rewind "...)
	dst = strconv.AppendInt(dst, int64(n), 10)
	return append(dst, '\n')
}

// appendQuoted appends s between double quotes. Backslash, double quote,
// control bytes and bytes that are not valid UTF-8 are escaped as \\, \" and
// \xHH; everything else is written as is.
func appendQuoted(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' || c == '"':
			dst = append(dst, '\\', c)
			i++
		case c < 0x20 || c == 0x7f:
			dst = append(dst, '\\', 'x', hex[c>>4], hex[c&0xf])
			i++
		case c < utf8.RuneSelf:
			dst = append(dst, c)
			i++
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				dst = append(dst, '\\', 'x', hex[c>>4], hex[c&0xf])
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
		}
	}
	return append(dst, '"')
}

// unquote reverses appendQuoted; b must be the whole quoted field.
func unquote(b []byte) (string, error) {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return "", fmt.Errorf("want a quoted string, got %q", b)
	}
	b = b[1 : len(b)-1]
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '"':
			return "", fmt.Errorf("unescaped '\"' in quoted string")
		case c == '\\':
			if i+1 >= len(b) {
				return "", fmt.Errorf("quoted string ends with '\\'")
			}
			switch b[i+1] {
			case '\\', '"':
				out = append(out, b[i+1])
				i++
			case 'x':
				if i+3 >= len(b) {
					return "", fmt.Errorf("short \\x escape")
				}
				hi, ok1 := unhex(b[i+2])
				lo, ok2 := unhex(b[i+3])
				if !ok1 || !ok2 {
					return "", fmt.Errorf("bad \\x escape %q", b[i:i+4])
				}
				out = append(out, hi<<4|lo)
				i += 3
			default:
				return "", fmt.Errorf("unknown escape \\%c", b[i+1])
			}
		case c < 0x20 || c == 0x7f:
			return "", fmt.Errorf("raw control byte 0x%02x in quoted string", c)
		default:
			out = append(out, c)
		}
	}
	return string(out), nil
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	}
	return 0, false
}

// parseNumber parses a decimal number in [0, maxNumber] without sign or
// leading zeros.
func parseNumber(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 10 || (b[0] == '0' && len(b) > 1) {
		return 0, false
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, n <= maxNumber
}

// parseHash parses exactly 16 lower-case hexadecimal digits.
func parseHash(b []byte) (uint64, bool) {
	if len(b) != 16 {
		return 0, false
	}
	var h uint64
	for _, c := range b {
		d, ok := unhex(c)
		if !ok {
			return 0, false
		}
		h = h<<4 | uint64(d)
	}
	return h, true
}

// ReadLog reads a log in the file format written by [Log.WriteTo] and
// [Table.Record]. Blank lines and lines starting with '#' are ignored.
//
// Errors name the line and wrap [ErrLogFormat], [ErrLogTruncated] or
// [ErrLogVersion]. When the header is complete but the file ends in the
// middle of a line, as after a crash during a write, ReadLog returns the log
// of every complete line together with an error wrapping [ErrLogTruncated],
// so the caller may choose to recover it.
func ReadLog(r io.Reader) (*Log, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading log: %w", err)
	}
	return ParseLog(data)
}

// ParseLog parses a log held in memory; see [ReadLog].
func ParseLog(data []byte) (*Log, error) {
	p := parser{data: data}
	return p.parse()
}

type parser struct {
	data  []byte
	line  int               // number of the current line, from 1
	kinds map[string]string // interned decision kinds
}

func (p *parser) errorf(sentinel error, format string, args ...any) error {
	return fmt.Errorf("line %d: %w: %s", p.line, sentinel, fmt.Sprintf(format, args...))
}

// next returns the next line without its newline; complete is false when
// the line has no final newline. ok is false at the end of the data.
func (p *parser) next() (line []byte, complete, ok bool) {
	if len(p.data) == 0 {
		return nil, false, false
	}
	p.line++
	i := bytes.IndexByte(p.data, '\n')
	if i < 0 {
		line, p.data = p.data, nil
		return line, false, true
	}
	line, p.data = p.data[:i], p.data[i+1:]
	return line, true, true
}

// skip reports whether a line is blank or a comment.
func skip(line []byte) bool { return len(line) == 0 || line[0] == '#' }

func (p *parser) parse() (*Log, error) {
	l := &Log{}
	if err := p.parseHeader(&l.Header); err != nil {
		return nil, err
	}
	seats := len(l.Header.Seats)
	for {
		line, complete, ok := p.next()
		if !ok {
			return l, nil
		}
		if !complete {
			return l, p.errorf(ErrLogTruncated, "last line %q has no end of line (%d complete choices kept)", line, len(l.Choices))
		}
		if skip(line) {
			continue
		}
		if bytes.HasPrefix(line, []byte("rewind ")) {
			n, ok := parseNumber(line[len("rewind "):])
			if !ok || n > len(l.Choices) {
				return nil, p.errorf(ErrLogFormat, "bad rewind %q: want a number of choices from 0 to %d", line, len(l.Choices))
			}
			l.Choices = l.Choices[:n]
			continue
		}
		c, err := p.parseChoice(line, seats)
		if err != nil {
			return nil, p.errorf(ErrLogFormat, "choice %d: %v", len(l.Choices)+1, err)
		}
		l.Choices = append(l.Choices, c)
	}
}

func (p *parser) parseChoice(line []byte, seats int) (Choice, error) {
	var c Choice
	var f [4][]byte
	rest := line
	for i := range f {
		j := bytes.IndexByte(rest, ' ')
		if i == len(f)-1 {
			if j >= 0 {
				return c, fmt.Errorf("%q: want 4 fields \"seat kind option hash\"", line)
			}
			f[i] = rest
			break
		}
		if j < 0 {
			return c, fmt.Errorf("%q: want 4 fields \"seat kind option hash\"", line)
		}
		f[i], rest = rest[:j], rest[j+1:]
	}
	var ok bool
	if c.Seat, ok = parseNumber(f[0]); !ok || c.Seat >= seats {
		return c, fmt.Errorf("bad seat %q (the header has %d seats)", f[0], seats)
	}
	kind, ok := p.kinds[string(f[1])]
	if !ok {
		kind = string(f[1])
		if !isToken(kind) {
			return c, fmt.Errorf("bad decision kind %q", f[1])
		}
		if p.kinds == nil {
			p.kinds = make(map[string]string)
		}
		p.kinds[kind] = kind
	}
	c.Kind = kind
	if c.Option, ok = parseNumber(f[2]); !ok {
		return c, fmt.Errorf("bad option %q", f[2])
	}
	if c.Hash, ok = parseHash(f[3]); !ok {
		return c, fmt.Errorf("bad hash %q: want 16 lower-case hexadecimal digits", f[3])
	}
	return c, nil
}

func (p *parser) parseHeader(h *Header) error {
	// The first line names the format and its version.
	line, complete, ok := p.next()
	if !ok {
		return fmt.Errorf("line 1: %w: empty file", ErrLogTruncated)
	}
	want := logMagic + " " + strconv.Itoa(LogVersion)
	if !complete && bytes.HasPrefix([]byte(want), line) {
		return p.errorf(ErrLogTruncated, "file ends in the first line")
	}
	magic, version, _ := bytes.Cut(line, []byte(" "))
	if string(magic) != logMagic {
		return p.errorf(ErrLogFormat, "not a kindred log: want %q, got %q", want, line)
	}
	if v, ok := parseNumber(version); !ok || v != LogVersion {
		return p.errorf(ErrLogVersion, "format version %q, this build reads version %d", version, LogVersion)
	}
	if !complete {
		return p.errorf(ErrLogTruncated, "file ends in the first line")
	}
	var seen struct{ game, version, seed bool }
	for {
		line, complete, ok := p.next()
		if !ok || !complete {
			return p.errorf(ErrLogTruncated, "file ends in the header (no \"choices\" line)")
		}
		if skip(line) {
			continue
		}
		key, val, _ := bytes.Cut(line, []byte(" "))
		switch string(key) {
		case "choices":
			if len(line) != len("choices") {
				return p.errorf(ErrLogFormat, "unexpected %q after \"choices\"", val)
			}
			if !seen.game || !seen.version || !seen.seed {
				return p.errorf(ErrLogFormat, "header lacks a game, version or seed line")
			}
			if err := h.Validate(); err != nil {
				return p.errorf(ErrLogFormat, "%v", err)
			}
			return nil
		case "game":
			if seen.game || !isToken(string(val)) {
				return p.errorf(ErrLogFormat, "bad or repeated game line %q", line)
			}
			seen.game = true
			h.Game = string(val)
		case "version":
			s, err := unquote(val)
			if seen.version || err != nil {
				return p.errorf(ErrLogFormat, "bad or repeated version line %q", line)
			}
			seen.version = true
			h.Version = s
		case "seed":
			n, err := strconv.ParseUint(string(val), 10, 64)
			if seen.seed || err != nil || (len(val) > 1 && val[0] == '0') {
				return p.errorf(ErrLogFormat, "bad or repeated seed line %q", line)
			}
			seen.seed = true
			h.Seed = n
		case "rule":
			k, v, _ := bytes.Cut(val, []byte(" "))
			s, err := unquote(v)
			if err != nil || !isToken(string(k)) {
				return p.errorf(ErrLogFormat, "bad rule line %q: want rule KEY \"VALUE\"", line)
			}
			h.Rules = append(h.Rules, Rule{Key: string(k), Value: s})
		case "seat":
			n, v, _ := bytes.Cut(val, []byte(" "))
			i, ok := parseNumber(n)
			s, err := unquote(v)
			if !ok || err != nil || i != len(h.Seats) {
				return p.errorf(ErrLogFormat, "bad seat line %q: want seat %d \"CONTENT\"", line, len(h.Seats))
			}
			h.Seats = append(h.Seats, s)
		default:
			return p.errorf(ErrLogFormat, "unknown header line %q", line)
		}
	}
}
