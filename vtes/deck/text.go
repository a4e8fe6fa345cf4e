package deck

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"kindred/vtes/carddb"
)

// FileFormat names a deck file format.
type FileFormat string

// The deck formats Kindred reads.
const (
	// TWD is the tournament archive's text format; deck-builder text
	// exports (VDB, Amaranth) and JOL's "3x Name" lists are read by the
	// same parser, since they are subsets or close variants of it.
	TWD    FileFormat = "twd"
	Lackey FileFormat = "lackey" // tab-separated "3<TAB>Name", crypt after "Crypt:"
	JSON   FileFormat = "json"   // Kindred's JSON, and the archive's twda.json entries
)

// Parse reads a deck list in any supported format, telling the format from
// the content. file is used in error messages only.
func Parse(db *carddb.DB, file string, data []byte) (*Deck, FileFormat, error) {
	data = trimBOM(data)
	var d *Deck
	var err error
	format := detect(data)
	switch format {
	case JSON:
		d, err = ParseJSON(db, file, data)
	case Lackey:
		d, err = ParseLackey(db, file, data)
	default:
		format = TWD
		d, err = ParseText(db, file, data)
	}
	if err == nil {
		err = checkSize(file, d)
	}
	if err != nil {
		return nil, format, err
	}
	return d, format, nil
}

// MaxCards bounds the cards of one deck list, crypt and library together:
// ten times the largest tournament deck, and what a game can hold for six
// seats. A list of 999 copies of each card of a long file would otherwise
// make a game of a million cards (issue 18).
const MaxCards = 1000

// checkSize refuses a deck of more than MaxCards cards.
func checkSize(file string, d *Deck) error {
	n := 0
	for _, l := range [][]Entry{d.Crypt, d.Library} {
		for _, e := range l {
			n += e.Count
		}
	}
	if n > MaxCards {
		return &ParseError{File: file, Err: fmt.Errorf("the deck holds %d cards; a deck may hold at most %d", n, MaxCards)}
	}
	return nil
}

func trimBOM(b []byte) []byte {
	if len(b) >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf {
		return b[3:]
	}
	return b
}

func detect(data []byte) FileFormat {
	s := strings.TrimSpace(string(data))
	if strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[") {
		return JSON
	}
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if i := strings.IndexByte(line, '\t'); i > 0 && allDigits(line[:i]) {
			return Lackey
		}
	}
	return TWD
}

// textParser holds the state of a text deck parse.
type textParser struct {
	db      *carddb.DB
	file    string
	deck    *Deck
	section carddb.Kind // section being read: crypt, library, or 0 before any
	header  []string    // archive header lines before the first blank line
	desc    []string
	seen    bool // a card or a section heading was read
	// sections is set when the file has Crypt/Library headings: lines
	// before the first heading are then free text even if they start with
	// a number.
	sections bool
}

// ParseText reads the archive's text format and its relatives: JOL lists,
// VDB and Amaranth text exports.
func ParseText(db *carddb.DB, file string, data []byte) (*Deck, error) {
	p := &textParser{db: db, file: file, deck: &Deck{}}
	lines := strings.Split(strings.ReplaceAll(string(trimBOM(data)), "\r\n", "\n"), "\n")
	for _, l := range lines {
		if sectionOf(l) != 0 {
			p.sections = true
			break
		}
	}
	inHeader := true
	for i, raw := range lines {
		line := strings.TrimRight(raw, " \t\r")
		if inHeader {
			if strings.TrimSpace(line) == "" {
				inHeader = len(p.header) == 0
				continue
			}
			if playersLine.MatchString(line) || !isCardLine(line) && !isField(line) && sectionOf(line) == 0 {
				p.header = append(p.header, strings.TrimSpace(line))
				continue
			}
			inHeader = false
		}
		if err := p.line(line); err != nil {
			return nil, &ParseError{File: file, Line: i + 1, Text: strings.TrimSpace(raw), Err: err}
		}
	}
	p.finish()
	if len(p.deck.Crypt) == 0 && len(p.deck.Library) == 0 {
		return nil, &ParseError{File: file, Err: errors.New("no cards found")}
	}
	return p.deck, nil
}

func (p *textParser) line(line string) error {
	trimmed := strings.TrimSpace(line)
	switch {
	case trimmed == "":
		return nil
	case strings.HasPrefix(trimmed, "---") || strings.HasPrefix(trimmed, "==="):
		return nil
	case isField(trimmed):
		p.field(trimmed)
		return nil
	}
	if k := sectionOf(trimmed); k != 0 {
		p.section, p.seen = k, true
		// The first heading states the total; a later one may be a part.
		if n := declaredCount(trimmed); k == carddb.Crypt && p.deck.DeclaredCrypt == 0 {
			p.deck.DeclaredCrypt = n
		} else if k == carddb.Library && p.deck.DeclaredLibrary == 0 {
			p.deck.DeclaredLibrary = n
		}
		return nil
	}
	if !isCardLine(trimmed) || p.sections && p.section == 0 {
		if p.seen && libraryHeading(trimmed) {
			return nil
		}
		p.desc = append(p.desc, trimmed)
		return nil
	}
	p.seen = true
	count, rest := splitCount(trimmed)
	if count <= 0 {
		return errors.New("card count must be at least 1")
	}
	name, comment := splitComment(rest)
	c, err := p.resolve(name)
	if err != nil {
		return err
	}
	p.deck.add(c, count, comment)
	return nil
}

// resolve finds the card a line names. Crypt lines carry the archive's
// columns after the name (capacity, disciplines, title, clan:group); the
// group and "(ADV)" narrow the look-up.
func (p *textParser) resolve(text string) (*carddb.Card, error) {
	want := carddb.Want{}
	name := text
	if cols := cryptColumns(text); cols.ok {
		name = cols.name
		want.Group = cols.group
		want.Kind = carddb.Crypt
	}
	if c := p.db.Find(name, want); c != nil {
		return c, nil
	}
	// Columns separated by single spaces: the longest run of leading words
	// that names a card, when the words after it are columns (a crypt
	// line's capacity first). Otherwise a misspelt name would silently read
	// as a shorter card's: "2x Dominate Kin" was two master cards
	// "Dominate" (issue 19); it gets the nearest names instead.
	words := strings.Fields(name)
	for n := min(len(words)-1, maxNameWords); n >= 1; n-- {
		if !allDigits(words[n]) {
			continue
		}
		if c := p.db.Find(strings.Join(words[:n], " "), want); c != nil {
			return c, nil
		}
	}
	_, err := p.db.LookupWant(name, want)
	return nil, err
}

// maxNameWords is more words than any card name has.
const maxNameWords = 12

// cryptLine is what the archive's crypt columns say.
type cryptLine struct {
	ok    bool
	name  string
	group int
}

// cryptColumns splits "Theo Bell  8  CEL POT PRE aus dom  Brujah:6" into
// the name and the group. It needs the trailing clan:group column and a
// capacity number after the name.
func cryptColumns(s string) cryptLine {
	colon := strings.LastIndexByte(s, ':')
	if colon < 0 {
		return cryptLine{}
	}
	g := strings.TrimSpace(s[colon+1:])
	group := 0
	switch {
	case strings.EqualFold(g, "any"):
		group = carddb.AnyGroup
	case len(g) == 1 && g[0] >= '1' && g[0] <= '9':
		group = int(g[0] - '0')
	default:
		return cryptLine{}
	}
	fields := strings.Fields(s[:colon])
	for i := 1; i < len(fields); i++ {
		if n, err := strconv.Atoi(fields[i]); err == nil && n >= 0 && n <= 11 {
			return cryptLine{ok: true, name: strings.Join(fields[:i], " "), group: group}
		}
	}
	return cryptLine{}
}

func (p *textParser) field(line string) {
	key, val, _ := strings.Cut(line, ":")
	val = strings.TrimSpace(val)
	switch strings.ToLower(strings.TrimSpace(key)) {
	case "deck name", "name", "deck":
		p.deck.Name = val
	case "created by", "author":
		p.deck.Author = val
	case "description":
		if val != "" {
			p.desc = append(p.desc, val)
		}
	}
}

func (p *textParser) finish() {
	p.deck.Description = strings.TrimSpace(strings.Join(p.desc, "\n"))
	if len(p.header) >= 3 {
		p.deck.Event = parseEvent(p.header)
	}
}

// parseEvent reads the archive header: event, place, date, rounds,
// players, winner, URL, in that order when present.
func parseEvent(h []string) *Event {
	e := &Event{}
	for i, l := range h {
		switch {
		case strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://"):
			e.URL = l
		case strings.HasSuffix(l, " players"):
			e.Players, _ = strconv.Atoi(strings.TrimSuffix(l, " players"))
		case strings.Contains(l, "R+F") || strings.HasSuffix(l, "R"):
			e.Rounds = l
		case i == 0:
			e.Name = l
		case i == 1:
			e.Place = l
		case i == 2:
			e.Date = l
		default:
			if e.Winner == "" {
				e.Winner = l
			}
		}
	}
	return e
}

var playersLine = regexp.MustCompile(`^\s*\d+ players\s*$`)

var fieldNames = []string{"deck name:", "created by:", "author:", "description:", "name:", "deck:"}

func isField(line string) bool {
	l := strings.ToLower(strings.TrimSpace(line))
	if k, v, ok := strings.Cut(l, ":"); ok { // ARDB writes "Deck Name : X"
		l = strings.TrimSpace(k) + ":" + v
	}
	for _, f := range fieldNames {
		if strings.HasPrefix(l, f) {
			return true
		}
	}
	return false
}

// sectionOf recognises "Crypt (12 cards…)", "Crypt [12]", "Crypt:" and
// "Library (80 cards)" headings.
func sectionOf(line string) carddb.Kind {
	l := strings.ToLower(strings.TrimSpace(line))
	for _, s := range []struct {
		word string
		kind carddb.Kind
	}{{"crypt", carddb.Crypt}, {"library", carddb.Library}} {
		if l == s.word || l == s.word+":" {
			return s.kind
		}
		if strings.HasPrefix(l, s.word) {
			rest := strings.TrimSpace(l[len(s.word):])
			if rest != "" && strings.ContainsRune("([:", rune(rest[0])) {
				return s.kind
			}
		}
	}
	return 0
}

// declaredCount reads the total in "Crypt (12 cards, min=…)" or
// "Library [80]", 0 when there is none.
func declaredCount(heading string) int {
	i := strings.IndexAny(heading, "([")
	if i < 0 {
		return 0
	}
	rest := strings.TrimSpace(heading[i+1:])
	j := 0
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(rest[:j])
	return n
}

// libraryHeading recognises a card-type heading such as "Master (14; 2
// trifle)" or "Action Modifier/Reaction (4)".
func libraryHeading(line string) bool {
	i := strings.IndexAny(line, "([")
	if i <= 0 {
		return false
	}
	for _, t := range strings.Split(strings.TrimSpace(line[:i]), "/") {
		if !cardTypes[strings.ToLower(strings.TrimSpace(t))] {
			return false
		}
	}
	return true
}

var cardTypes = map[string]bool{
	"master": true, "action": true, "ally": true, "equipment": true, "retainer": true,
	"political action": true, "action modifier": true, "reaction": true, "combat": true,
	"event": true, "conviction": true, "power": true, "imbued": true, "vampire": true,
}

// isCardLine reports whether a line starts with a count: "3x Name",
// "3 x Name", "3 Name".
func isCardLine(line string) bool {
	n, rest := splitCount(strings.TrimSpace(line))
	return n >= 0 && rest != ""
}

// splitCount splits "3x Name" into 3 and "Name"; n is -1 when the line
// does not start with a count.
func splitCount(s string) (int, string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 3 {
		return -1, ""
	}
	n, _ := strconv.Atoi(s[:i])
	rest := s[i:]
	switch {
	case strings.HasPrefix(rest, "x ") || strings.HasPrefix(rest, "X ") || strings.HasPrefix(rest, "x\t"):
		rest = rest[1:]
	case strings.HasPrefix(rest, " x ") || strings.HasPrefix(rest, " X "):
		rest = rest[2:]
	case strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\t"):
	default:
		return -1, ""
	}
	rest = strings.TrimSpace(rest)
	if rest == "" {
		return -1, ""
	}
	return n, rest
}

// splitComment separates "Name -- comment".
func splitComment(s string) (string, string) {
	if i := strings.Index(s, " -- "); i >= 0 {
		return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+4:])
	}
	if strings.HasSuffix(s, " --") {
		return strings.TrimSpace(strings.TrimSuffix(s, " --")), ""
	}
	return s, ""
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
