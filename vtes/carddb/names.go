package carddb

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// nameIndex maps folded names to cards. Several cards can share a key:
// vampires printed in several groups, and an advanced vampire with its base.
type nameIndex struct {
	exact  map[string][]*Card // folded official name and aka names
	loose  map[string][]*Card // the same with a leading/trailing "The" removed
	unique map[int]string     // card id → unique display name
	keys   []string           // every exact key, sorted, for suggestions
}

func buildNameIndex(cards []*Card) nameIndex {
	ix := nameIndex{exact: map[string][]*Card{}, loose: map[string][]*Card{}, unique: map[int]string{}}
	add := func(name string, c *Card) {
		k := Fold(name)
		if !containsCard(ix.exact[k], c) {
			ix.exact[k] = append(ix.exact[k], c)
		}
		lk := withoutThe(k)
		if !containsCard(ix.loose[lk], c) {
			ix.loose[lk] = append(ix.loose[lk], c)
		}
	}
	for _, c := range cards {
		add(c.Name, c)
		for _, a := range c.Aka {
			add(a, c)
		}
	}
	for k := range ix.exact {
		ix.keys = append(ix.keys, k)
	}
	sort.Strings(ix.keys)
	for _, c := range cards {
		ix.unique[c.ID] = uniqueName(c, ix.exact[Fold(c.Name)])
	}
	return ix
}

// uniqueName adds "(ADV)" to advanced vampires and "(Gn)" to a vampire that
// shares its name with a non-advanced vampire of another group.
func uniqueName(c *Card, sameName []*Card) string {
	if c.Kind != Crypt {
		return c.Name
	}
	if c.Advanced {
		return c.Name + " (ADV)"
	}
	for _, o := range sameName {
		if o != c && o.Kind == Crypt && !o.Advanced && o.Group != c.Group {
			return c.Name + " (" + groupSuffix(c.Group) + ")"
		}
	}
	return c.Name
}

func containsCard(cs []*Card, c *Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// Fold normalises a card name for comparison: accents removed, lower case,
// typographic quotes and dashes made plain, "™" written "(tm)", runs of
// spaces collapsed.
func Fold(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	space := false
	for _, r := range norm.NFD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == '\u2018' || r == '\u2019' || r == '`' || r == '\u00b4':
			r = '\''
		case r == '\u201c' || r == '\u201d':
			r = '"'
		case r == '\u2013' || r == '\u2014':
			r = '-'
		case r == '\u2122':
			b.WriteString("(tm)")
			space = false
			continue
		case r == '\u00e6' || r == '\u00c6':
			b.WriteString("ae")
			space = false
			continue
		case r == '\u00f8' || r == '\u00d8':
			r = 'o'
		case r == '\u0142' || r == '\u0141':
			r = 'l'
		case r == '\u00df':
			b.WriteString("ss")
			space = false
			continue
		case unicode.IsSpace(r):
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// withoutThe drops a leading article ("the ", "an ", "a ") or a trailing
// one (", the", ", an", ", a") from a folded name, so "The Rack", "Rack,
// The" and "Rack" meet, and so do "An Anarch Manifesto" and "Anarch
// Manifesto, An".
func withoutThe(k string) string {
	for _, a := range [...]string{"the", "an", "a"} {
		if strings.HasSuffix(k, ", "+a) {
			return k[:len(k)-len(a)-2]
		}
		if strings.HasPrefix(k, a+" ") {
			return k[len(a)+1:]
		}
	}
	return k
}

// Want narrows a name look-up among same-named crypt cards.
type Want struct {
	Kind     Kind // 0 for either
	Group    int  // 0 for any group
	Advanced *bool
}

// suffixes players put after a vampire's name.
func splitSuffix(name string) (string, Want) {
	var w Want
	for {
		s := strings.TrimSpace(name)
		if !strings.HasSuffix(s, ")") {
			return s, w
		}
		open := strings.LastIndexByte(s, '(')
		if open < 0 {
			return s, w
		}
		tag := strings.ToLower(strings.TrimSpace(s[open+1 : len(s)-1]))
		switch {
		case tag == "adv" || tag == "advanced":
			t := true
			w.Advanced = &t
		case len(tag) >= 2 && tag[0] == 'g' && (allDigits(tag[1:]) || tag[1:] == "any"):
			if tag[1:] == "any" {
				w.Group = AnyGroup
			} else {
				w.Group = int(tag[1] - '0')
			}
		default:
			return s, w
		}
		name = s[:open]
	}
}

// UnknownCardError says a name matched no card; Suggestions holds the
// nearest names.
type UnknownCardError struct {
	Name        string
	Suggestions []string
}

func (e *UnknownCardError) Error() string {
	if len(e.Suggestions) == 0 {
		return fmt.Sprintf("unknown card %q", e.Name)
	}
	return fmt.Sprintf("unknown card %q (did you mean %s?)", e.Name, quoteOr(e.Suggestions))
}

func quoteOr(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// Lookup finds the card a player means: case and accents do not matter,
// "The" may stand first or last, aka names count, and a vampire may carry
// "(ADV)" or a group "(G5)". An unknown name gives an *UnknownCardError
// with the nearest names.
func (db *DB) Lookup(name string) (*Card, error) {
	return db.LookupWant(name, Want{})
}

// LookupWant is Lookup with extra facts a deck list gives about the card
// (its kind, a crypt card's group and whether it is advanced). Facts in the
// name's suffix win over w.
func (db *DB) LookupWant(name string, w Want) (*Card, error) {
	if c := db.Find(name, w); c != nil {
		return c, nil
	}
	return nil, &UnknownCardError{Name: strings.TrimSpace(name), Suggestions: db.Suggest(name, 3)}
}

// Find is LookupWant without the error: nil when no card matches. It is
// cheap, for parsers that try several readings of a line.
func (db *DB) Find(name string, w Want) *Card {
	base, sw := splitSuffix(name)
	if sw.Group != 0 {
		w.Group = sw.Group
	}
	if sw.Advanced != nil {
		w.Advanced = sw.Advanced
	}
	k := Fold(base)
	if c := pick(db.names.exact[k], w); c != nil {
		return c
	}
	if c := pick(db.names.loose[withoutThe(k)], w); c != nil {
		return c
	}
	if full := Fold(name); k != full { // a parenthesis that is part of the name: "Lodin (Olaf Holte)"
		return pick(db.names.exact[full], Want{Kind: w.Kind})
	}
	return nil
}

// pick chooses among same-named cards: kind first, then the group and the
// advanced flag when given. Without a group, the earliest printing (lowest
// id) is meant, as the archive writes later groups with "(Gn)".
func pick(cs []*Card, w Want) *Card {
	var best *Card
	for _, c := range cs {
		if w.Kind != 0 && c.Kind != w.Kind {
			continue
		}
		if w.Group != 0 && c.Kind == Crypt && c.Group != w.Group {
			continue
		}
		adv := w.Advanced != nil && *w.Advanced
		if c.Kind == Crypt && c.Advanced != adv {
			continue
		}
		if best == nil || c.ID < best.ID {
			best = c
		}
	}
	switch {
	case best != nil:
	case w.Group != 0:
		// A wrong group in a deck list still names the vampire.
		w.Group = 0
		return pick(cs, w)
	case w.Advanced == nil:
		// A vampire printed only in its advanced form.
		t := true
		w.Advanced = &t
		return pick(cs, w)
	}
	return best
}

// maxSuggestLen bounds the names Suggest compares: card names are far
// shorter, and the edit distance costs the product of the lengths.
const maxSuggestLen = 120

// Suggest returns up to n official names closest to name.
func (db *DB) Suggest(name string, n int) []string {
	base, _ := splitSuffix(name)
	k := Fold(base)
	if k == "" || len(k) > maxSuggestLen {
		return nil
	}
	type cand struct {
		key  string
		dist int
	}
	var cands []cand
	limit := min(len(k)/3+2, 8)
	for _, key := range db.names.keys {
		d := distance(k, key, limit)
		if len(k) >= 4 && (strings.HasPrefix(key, k) || strings.HasPrefix(withoutThe(key), k)) {
			d = min(d, 1)
		}
		if d <= limit {
			cands = append(cands, cand{key, d})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].dist < cands[j].dist })
	var out []string
	seen := map[string]bool{}
	for _, c := range cands {
		for _, card := range db.names.exact[c.key] {
			un := db.UniqueName(card)
			if !seen[un] {
				seen[un] = true
				out = append(out, un)
			}
		}
		if len(out) >= n {
			break
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// distance is the Levenshtein distance between a and b, or limit+1 once it
// is sure to exceed limit.
func distance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// Search returns the cards whose folded name or aka contains the folded
// text, sorted by name then id.
func (db *DB) Search(text string) []*Card {
	k := Fold(text)
	var out []*Card
	for _, c := range db.cards {
		if strings.Contains(Fold(c.Name), k) || containsFold(c.Aka, k) {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func containsFold(names []string, k string) bool {
	for _, n := range names {
		if strings.Contains(Fold(n), k) {
			return true
		}
	}
	return false
}
