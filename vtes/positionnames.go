package vtes

import (
	"sort"
	"strings"
)

// cardNames finds the cards a position names: by the printed name, an
// advanced vampire's followed by " (ADV)", exactly or in any case.
type cardNames struct {
	exact  map[string]*CardDef
	folded map[string]*CardDef
	byID   map[int]*CardDef
	names  []string // every name, sorted, for the nearest ones
}

// newCardNames indexes the definitions a position may name.
func newCardNames(all []*CardDef) *cardNames {
	n := &cardNames{exact: map[string]*CardDef{}, folded: map[string]*CardDef{}, byID: map[int]*CardDef{}}
	for _, d := range all {
		if d == nil {
			continue
		}
		name := positionName(d)
		n.exact[name] = d
		n.folded[strings.ToLower(name)] = d
		n.byID[d.ID] = d
		n.names = append(n.names, name)
	}
	sort.Strings(n.names)
	return n
}

// positionName is the name a position gives a card definition.
func positionName(d *CardDef) string {
	if d.Advanced {
		return d.Name + " (ADV)"
	}
	return d.Name
}

// find returns the card named name, in any case.
func (n *cardNames) find(name string) (*CardDef, bool) {
	if d, ok := n.exact[name]; ok {
		return d, true
	}
	d, ok := n.folded[strings.ToLower(name)]
	return d, ok
}

// nearest returns up to three names closest to name: those that contain
// it or that it contains first, then the fewest edits away.
func (n *cardNames) nearest(name string) []string {
	want := strings.ToLower(name)
	if len(want) > 200 {
		want = want[:200]
	}
	type scored struct {
		name string
		d    int
	}
	var cands []scored
	for _, c := range n.names {
		l := strings.ToLower(c)
		d := editDistance(want, l)
		if want != "" && (strings.Contains(l, want) || strings.Contains(want, l)) {
			d = 0
		}
		if d <= max(3, len(want)/3) {
			cands = append(cands, scored{c, d})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].d < cands[j].d })
	var out []string
	for i := 0; i < len(cands) && i < 3; i++ {
		out = append(out, cands[i].name)
	}
	return out
}

// editDistance is the Levenshtein distance between a and b, by bytes.
func editDistance(a, b string) int {
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
