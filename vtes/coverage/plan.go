package coverage

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"kindred/vtes/carddb"
)

// Plan is the order in which to implement cards so that the most archive
// decks become fully playable soonest (`kindred cards coverage --plan N`).
//
// The method is a greedy with lookahead over whole decks. A deck lacking
// k cards counts only once all k are in; adding one card at a time, the
// plain greedy ("the card that completes the most decks") sees nothing
// but ties as long as every deck lacks two cards or more, and falls back
// on raw popularity. So each step weighs every deck D still incomplete as
// a candidate batch: the cards D still lacks (its cost) and the decks that
// batch would complete, D and every deck whose missing cards are all among
// D's (its gain). The step takes the batch with the most decks completed
// per card added (gain/cost), ties broken by the smaller batch, then by
// the most deck uses of its cards, then by the archive id; the batch's
// cards enter the plan most used first (ties by name), and each card is
// credited with the decks that become fully playable when it enters. A
// batch of one card is the plain greedy's step, so a card completing decks
// on its own is taken as soon as its ratio is the best. This is the usual
// ratio greedy of budgeted maximum coverage; it is not optimal (the
// problem is NP-hard) but it never picks a card that completes nothing
// while a complete-able deck is cheaper per deck.
type Plan struct {
	Since       string `json:"since"`
	Decks       int    `json:"decks"`       // archive decks dated Since or later
	Implemented int    `json:"implemented"` // cards implemented today
	Playable    int    `json:"playable"`    // decks fully playable today
	// Precons is the first step of --after-precons: every card of the
	// preconstructed decks not implemented yet, added at once.
	Precons *PreconStep `json:"precons,omitempty"`
	Steps   []PlanStep  `json:"steps"`
}

// PreconStep is the effect of implementing every precon card first.
type PreconStep struct {
	Cards     int       `json:"cards"`     // precon cards not implemented yet
	Completes []DeckRef `json:"completes"` // archive decks they make fully playable
	Playable  int       `json:"playable"`  // decks fully playable after them
	Share     float64   `json:"share"`     // Playable / Decks
}

// PlanStep is one card of the plan.
type PlanStep struct {
	Rank      int       `json:"rank"`
	ID        int       `json:"id"`
	Name      string    `json:"name"`
	UsedBy    int       `json:"used_by"`   // archive decks using the card
	Completes []DeckRef `json:"completes"` // decks fully playable once it is in
	Playable  int       `json:"playable"`  // decks fully playable with the plan so far
	Share     float64   `json:"share"`     // Playable / Decks
}

// DeckRef names an archive deck.
type DeckRef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Date string `json:"date"`
}

// MakePlan orders the next n cards to implement over decks (ReadArchive);
// implemented says which cards are done. first, if not empty, are cards
// added before the plan as one step (the precon cards): the ones not
// implemented yet are reported as Plan.Precons and the n cards follow.
func MakePlan(decks []ArchiveDeck, db *carddb.DB, implemented func(id int) bool, since string, first []int, n int) *Plan {
	p := &Plan{Since: since, Decks: len(decks), Steps: []PlanStep{}}
	for _, c := range db.Cards() {
		if implemented(c.ID) {
			p.Implemented++
		}
	}
	s := newPlanner(decks, implemented)
	p.Playable = s.playable
	if len(first) > 0 {
		step := &PreconStep{Completes: []DeckRef{}}
		for _, id := range first {
			if implemented(id) || s.added[id] {
				continue
			}
			step.Cards++
			step.Completes = append(step.Completes, s.add(id)...)
		}
		sort.Slice(step.Completes, func(i, j int) bool { return step.Completes[i].ID < step.Completes[j].ID })
		step.Playable, step.Share = s.playable, share(s.playable, len(decks))
		p.Precons = step
	}
	name := func(id int) string {
		if c, ok := db.Card(id); ok {
			return db.UniqueName(c)
		}
		return fmt.Sprint(id)
	}
	for len(p.Steps) < n {
		batch := s.bestBatch()
		if len(batch) == 0 {
			break // every deck is complete
		}
		sort.Slice(batch, func(i, j int) bool {
			a, b := batch[i], batch[j]
			if s.usedBy[a] != s.usedBy[b] {
				return s.usedBy[a] > s.usedBy[b]
			}
			if na, nb := name(a), name(b); na != nb {
				return na < nb
			}
			return a < b
		})
		for _, id := range batch {
			if len(p.Steps) == n {
				break
			}
			done := s.add(id)
			p.Steps = append(p.Steps, PlanStep{
				Rank: len(p.Steps) + 1, ID: id, Name: name(id), UsedBy: s.usedBy[id],
				Completes: done, Playable: s.playable, Share: share(s.playable, len(decks)),
			})
		}
	}
	return p
}

// planner holds, for every archive deck, the cards it still lacks.
type planner struct {
	decks    []ArchiveDeck
	missing  [][]int       // deck → distinct cards not implemented nor planned
	usedBy   map[int]int   // card → decks using it
	holders  map[int][]int // card → decks lacking it
	added    map[int]bool  // cards of the plan
	playable int
}

func newPlanner(decks []ArchiveDeck, implemented func(int) bool) *planner {
	s := &planner{decks: decks, missing: make([][]int, len(decks)),
		usedBy: map[int]int{}, holders: map[int][]int{}, added: map[int]bool{}}
	for i, d := range decks {
		seen := map[int]bool{}
		for _, c := range d.Cards {
			if seen[c.ID] {
				continue
			}
			seen[c.ID] = true
			s.usedBy[c.ID]++
			if !implemented(c.ID) {
				s.missing[i] = append(s.missing[i], c.ID)
				s.holders[c.ID] = append(s.holders[c.ID], i)
			}
		}
		if len(s.missing[i]) == 0 {
			s.playable++
		}
	}
	return s
}

// add puts a card in the plan and returns the decks it completes.
func (s *planner) add(id int) []DeckRef {
	s.added[id] = true
	done := []DeckRef{}
	for _, i := range s.holders[id] {
		m := s.missing[i]
		for j, c := range m {
			if c == id {
				s.missing[i] = append(m[:j:j], m[j+1:]...)
				break
			}
		}
		if len(s.missing[i]) == 0 {
			s.playable++
			d := &s.decks[i]
			done = append(done, DeckRef{ID: d.ID, Name: d.Name, Date: d.Date()})
		}
	}
	delete(s.holders, id)
	return done
}

// bestBatch returns the cards still lacking of the candidate deck with the
// most decks completed per card (see Plan), nil when every deck is
// complete.
func (s *planner) bestBatch() []int {
	// Index every incomplete deck under the card it lacks that the fewest
	// decks lack: a deck whose missing cards are all among a candidate's
	// is found under one of the candidate's cards, in a short list.
	bucket := map[int][]int{}
	for i, m := range s.missing {
		if len(m) == 0 {
			continue
		}
		key := m[0]
		for _, c := range m[1:] {
			if len(s.holders[c]) < len(s.holders[key]) || len(s.holders[c]) == len(s.holders[key]) && c < key {
				key = c
			}
		}
		bucket[key] = append(bucket[key], i)
	}
	in := map[int]bool{}
	best, bestGain, bestCost, bestUses := -1, 0, 0, 0
	for i, m := range s.missing {
		if len(m) == 0 {
			continue
		}
		clear(in)
		uses := 0
		for _, c := range m {
			in[c] = true
			uses += s.usedBy[c]
		}
		gain := 0
		for _, c := range m {
			for _, e := range bucket[c] {
				if len(s.missing[e]) <= len(m) && allIn(s.missing[e], in) {
					gain++
				}
			}
		}
		cost := len(m)
		better := best < 0
		if !better {
			// gain/cost > bestGain/bestCost, in integers.
			l, r := gain*bestCost, bestGain*cost
			better = l > r || l == r && (cost < bestCost || cost == bestCost && uses > bestUses)
		}
		if better {
			best, bestGain, bestCost, bestUses = i, gain, cost, uses
		}
	}
	if best < 0 {
		return nil
	}
	return append([]int(nil), s.missing[best]...)
}

func allIn(cs []int, in map[int]bool) bool {
	for _, c := range cs {
		if !in[c] {
			return false
		}
	}
	return true
}

// WriteText prints the plan for people: one line per card, with the
// running share of fully playable decks and the decks it completes.
func (p *Plan) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Archive decks dated %s or later: %d; fully playable today: %d (%.1f%%) with %d cards implemented\n",
		p.Since, p.Decks, p.Playable, 100*share(p.Playable, p.Decks), p.Implemented)
	if pc := p.Precons; pc != nil {
		fmt.Fprintf(&b, "First the %d precon cards not implemented yet: %d decks fully playable (%.1f%%), %d more\n",
			pc.Cards, pc.Playable, 100*pc.Share, len(pc.Completes))
	}
	fmt.Fprintf(&b, "Next %d cards (decks using it; decks fully playable after it, share):\n", len(p.Steps))
	for _, st := range p.Steps {
		fmt.Fprintf(&b, "  %3d. %-40s %4d   %4d %5.1f%%", st.Rank, st.Name, st.UsedBy, st.Playable, 100*st.Share)
		if len(st.Completes) > 0 {
			names := make([]string, len(st.Completes))
			for i, d := range st.Completes {
				names[i] = fmt.Sprintf("%q (%s)", d.Name, d.Date)
			}
			fmt.Fprintf(&b, "  completes %s", strings.Join(names, ", "))
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
