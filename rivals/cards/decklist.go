package cards

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"kindred/rivals"
)

// A user's deck list, in one of three forms:
//
//   - a simple list: one card a line, "N Name", "Nx Name", "N× Name" or
//     "Name" (one copy); blank lines, lines starting with '#' or '//', and
//     section headers (a line ending with ':', or "Faction (7)", "Library
//     (40)", "Actions (12)"…) are skipped; "Haven: Name" and "Agenda: Name"
//     name the Haven and the Agenda;
//   - RivalsDB's deck page as text (the same lines, and "Leader: Name" or a
//     vampire marked "(Leader)"): the Leader must be one of the deck's
//     vampires, and is otherwise not kept (the rules option leader chooses
//     the starting vampire, spec §2);
//   - RivalsDB's JSON deck (rivalsdb.go).
//
// Each name is matched without regard to case or accents, in English or in
// French (spec §0.3). The deck must be legal by spec §6.1 and every card
// implemented.

// Limits on a deck list.
const (
	MaxDeckListBytes = 64 << 10
	maxCopies        = 60
)

// ErrNotImplemented is wrapped by the error about a deck holding cards
// whose texts the rules do not implement yet.
var ErrNotImplemented = errors.New("cards not implemented yet")

// ParseDeckList reads a deck list named source (in errors).
func ParseDeckList(source string, data []byte) (rivals.Deck, error) {
	d := rivals.Deck{Name: source}
	if len(data) > MaxDeckListBytes {
		return d, fmt.Errorf("%s: more than %d bytes", source, MaxDeckListBytes)
	}
	if isJSON(data) {
		return parseRivalsDB(source, data)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	var missing []string
	type claim struct {
		name string
		line int
	}
	var leaders []claim // the Leader, as named by "Leader:" and "(Leader)"
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "//") || strings.HasSuffix(line, ":") {
			continue
		}
		if k, v, ok := strings.Cut(line, ":"); ok {
			switch strings.ToLower(strings.TrimSpace(k)) {
			case "haven", "agenda":
				line = strings.TrimSpace(v)
			case "name", "deck":
				d.Name = strings.TrimSpace(v)
				continue
			case "leader":
				leaders = append(leaders, claim{strings.TrimSpace(v), n})
				continue
			}
		}
		if l, ok := cutLeader(line); ok {
			line = l
			leaders = append(leaders, claim{l, n})
		}
		count, name := splitCount(line)
		if name == "" {
			return d, fmt.Errorf("%s line %d: %q names no card", source, n, line)
		}
		if count < 1 || count > maxCopies {
			return d, fmt.Errorf("%s line %d: %d copies of %q, want 1 to %d", source, n, count, name, maxCopies)
		}
		c, ok := lookupName(name)
		if !ok {
			if isHeader(name) {
				continue
			}
			return d, fmt.Errorf("%s line %d: unknown card %q (did you mean %s?)", source, n, name, strings.Join(nearest(name, 3), ", "))
		}
		if c.Missing != "" {
			missing = append(missing, c.Name)
		}
		switch c.Kind {
		case rivals.KindVampire:
			for range count {
				d.Vampires = append(d.Vampires, c)
			}
		case rivals.KindLibrary:
			for range count {
				d.Library = append(d.Library, c)
			}
		case rivals.KindHaven, rivals.KindAgenda:
			slot := &d.Haven
			if c.Kind == rivals.KindAgenda {
				slot = &d.Agenda
			}
			if *slot != nil || count != 1 {
				return d, fmt.Errorf("%s line %d: a deck has one Haven and one Agenda (spec §6.1)", source, n)
			}
			*slot = c
		default:
			return d, fmt.Errorf("%s line %d: %s is a City card, not a player's", source, n, c.Name)
		}
	}
	if err := sc.Err(); err != nil {
		return d, fmt.Errorf("%s: %w", source, err)
	}
	for _, l := range leaders {
		if !hasVampire(d, l.name) {
			return d, fmt.Errorf("%s line %d: the Leader %q is not one of the deck's vampires", source, l.line, l.name)
		}
	}
	return finish(source, d, missing)
}

// finish checks a deck read from source (spec §6.1), then refuses it
// when it holds cards not implemented yet, named.
func finish(source string, d rivals.Deck, missing []string) (rivals.Deck, error) {
	if err := d.Check(); err != nil {
		return d, fmt.Errorf("%s: %w", source, err)
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return d, fmt.Errorf("%s: %w: %s", source, ErrNotImplemented, strings.Join(dedupe(missing), ", "))
	}
	return d, nil
}

// splitCount splits "3 Name", "3x Name", "3 x Name", "3× Name" or
// "3×Name" (RivalsDB's deck page) into the count and the name; a line
// without a leading count is one copy.
func splitCount(line string) (int, string) {
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	if i == 0 {
		return 1, line
	}
	n, err := strconv.Atoi(line[:min(i, 6)])
	if err != nil || i > 6 {
		n = -1 // a count no deck holds: refused by the caller
	}
	rest := strings.TrimSpace(line[i:])
	switch {
	case strings.HasPrefix(rest, "×"):
		rest = rest[len("×"):]
	case len(rest) > 1 && (rest[0] == 'x' || rest[0] == 'X') && (rest[1] == ' ' || rest[1] == '\t'):
		rest = rest[1:]
	case rest == line[i:] && rest != "":
		return 1, line // digits that begin a name, not a count
	}
	return n, strings.TrimSpace(rest)
}

// cutLeader strips RivalsDB's "(Leader)" from a vampire's line.
func cutLeader(line string) (string, bool) {
	const tag = "(leader)"
	if len(line) < len(tag) || !strings.EqualFold(line[len(line)-len(tag):], tag) {
		return line, false
	}
	return strings.TrimSpace(line[:len(line)-len(tag)]), true
}

// hasVampire reports whether the vampire named name (a list's line, with
// its count if any) is one of d's.
func hasVampire(d rivals.Deck, name string) bool {
	_, name = splitCount(name)
	c, ok := lookupName(name)
	if !ok {
		return false
	}
	for _, v := range d.Vampires {
		if v == c {
			return true
		}
	}
	return false
}

// isHeader reports whether a line names a section ("Faction (7)",
// "Library").
func isHeader(s string) bool {
	w := strings.ToLower(strings.TrimSpace(strings.Split(s, "(")[0]))
	switch w {
	case "faction", "library", "crypt", "haven", "agenda", "vampires", "characters", "actions", "combat", "political":
		return true
	}
	return false
}

// fold lowers s and drops its accents and punctuation but apostrophes.
func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case 'á', 'à', 'â', 'ä':
			r = 'a'
		case 'é', 'è', 'ê', 'ë':
			r = 'e'
		case 'í', 'ì', 'î', 'ï':
			r = 'i'
		case 'ó', 'ò', 'ô', 'ö':
			r = 'o'
		case 'ú', 'ù', 'û', 'ü':
			r = 'u'
		case '’':
			r = '\''
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '\'' || r == '#' || r == '.' || r == '&' || r == '-' {
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// lookupName finds a Core card by its folded name, English or French
// (spec §0.3).
func lookupName(name string) (*rivals.CardDef, bool) {
	f := fold(name)
	for _, c := range All() {
		if fold(c.Name) == f {
			return c, true
		}
		if fr, ok := French[c.Name]; ok && fold(fr) == f {
			return c, true
		}
	}
	return nil, false
}

// nearest returns the n card names closest to name (edit distance).
func nearest(name string, n int) []string {
	f := fold(name)
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for _, c := range All() {
		cs = append(cs, cand{c.Name, distance(f, fold(c.Name))})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for _, c := range cs[:min(n, len(cs))] {
		out = append(out, strconv.Quote(c.name))
	}
	return out
}

// distance is the Levenshtein distance of a and b, in bytes, bounded.
func distance(a, b string) int {
	if len(a) > 100 {
		a = a[:100]
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func dedupe(s []string) []string {
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// EncodeDeck writes d as a header's seat string: "deck:NAME:id*n,…", the
// vampires, the Library, the Haven and the Agenda by card data id.
func EncodeDeck(d rivals.Deck) string {
	counts := map[*rivals.CardDef]int{}
	var order []*rivals.CardDef
	for _, c := range append(append(append([]*rivals.CardDef(nil), d.Vampires...), d.Library...), d.Haven, d.Agenda) {
		if counts[c] == 0 {
			order = append(order, c)
		}
		counts[c]++
	}
	var b strings.Builder
	b.WriteString("deck:")
	b.WriteString(strings.NewReplacer(":", " ", ",", " ", "\"", "'", "\n", " ").Replace(d.Name))
	b.WriteByte(':')
	for i, c := range order {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s*%d", c.ID, counts[c])
	}
	return b.String()
}

// DecodeDeck reads a seat string EncodeDeck wrote, or names a built-in
// deck; the deck is checked (spec §6.1) and every card must be
// implemented.
func DecodeDeck(spec string) (rivals.Deck, error) {
	if !strings.HasPrefix(spec, "deck:") {
		return Starter(spec)
	}
	if len(spec) > MaxDeckListBytes {
		return rivals.Deck{}, errors.New("deck spec too long")
	}
	rest := strings.TrimPrefix(spec, "deck:")
	name, list, ok := strings.Cut(rest, ":")
	if !ok {
		return rivals.Deck{}, fmt.Errorf("deck spec %q: want deck:NAME:id*n,…", spec)
	}
	d := rivals.Deck{Name: name}
	for _, item := range strings.Split(list, ",") {
		id, n, ok := strings.Cut(item, "*")
		count, err := strconv.Atoi(n)
		if !ok || err != nil || count < 1 || count > maxCopies {
			return d, fmt.Errorf("deck spec: bad entry %q", item)
		}
		c, found := ByID(id)
		if !found {
			return d, fmt.Errorf("deck spec: unknown card id %q", id)
		}
		if c.Missing != "" {
			return d, fmt.Errorf("deck spec: %w: %s", ErrNotImplemented, c.Name)
		}
		for range count {
			switch c.Kind {
			case rivals.KindVampire:
				d.Vampires = append(d.Vampires, c)
			case rivals.KindLibrary:
				d.Library = append(d.Library, c)
			case rivals.KindHaven:
				d.Haven = c
			case rivals.KindAgenda:
				d.Agenda = c
			default:
				return d, fmt.Errorf("deck spec: %s is a City card", c.Name)
			}
		}
	}
	return d, d.Check()
}
