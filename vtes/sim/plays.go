package sim

import (
	"fmt"
	"slices"
	"strings"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Card plays: how often the bots play each card of each deck (issue 4: a
// deck's signature cards must be played in simulations, and a card never
// played is a sign of a Legal test too strict, a bot heuristic missing or
// a bug). Counted from the options the bots choose, so the rules keep no
// statistics of their own.

// CardPlays are the figures of one card of a deck.
type CardPlays struct {
	// ID is the card's VEKN id, Name its name.
	ID   int    `json:"id"`
	Name string `json:"name"`
	// Crypt tells a vampire (or another crypt card) from a library card.
	Crypt bool `json:"crypt,omitempty"`
	// Copies is the number of copies in the deck.
	Copies int `json:"copies"`
	// Played counts library cards played from the hand (actions, action
	// modifiers, reactions, combat cards, master cards, equipment,
	// retainers, allies, political actions) and vampires brought into play
	// from the uncontrolled region.
	Played int `json:"played"`
	// Used counts the uses of the card once in play: abilities and the
	// actions it gives.
	Used int `json:"used"`
}

// cardKey is a card of a deck: the deck's index in Runner.decks and the
// card's VEKN id.
type cardKey struct{ deck, id int }

// playCounter counts the plays of one game's seats.
type playCounter struct {
	deckOf []int // seat → deck index
	counts map[cardKey][2]int
}

func newPlayCounter(r *Runner, i int) *playCounter {
	pc := &playCounter{deckOf: make([]int, r.opts.Seats), counts: map[cardKey][2]int{}}
	for s := range pc.deckOf {
		pc.deckOf[s] = r.deckOf(i, s)
	}
	return pc
}

// count records what seat s's choice o of decision d plays or uses.
func (pc *playCounter) count(s int, v engine.View, d *engine.Decision, o int) {
	vv, ok := v.(*vtes.View)
	if !ok {
		return
	}
	info := vv.Option(d, o)
	kind := 0 // 0 played, 1 used
	switch {
	case info.Kind == vtes.OptPlay, info.Kind == vtes.OptReveal:
	case info.Kind == vtes.OptAction && (info.Action == vtes.ActCard || info.Action == vtes.ActPolitical):
	case info.Kind == vtes.OptAbility, info.Kind == vtes.OptAction && info.Action == vtes.ActInPlay:
		kind = 1
	default:
		return
	}
	if info.Card == nil || info.Card.Def == nil {
		return
	}
	k := cardKey{pc.deckOf[s], info.Card.Def.ID}
	n := pc.counts[k]
	n[kind]++
	pc.counts[k] = n
}

// addPlays adds counts to t.
func (t *tally) addPlays(counts map[cardKey][2]int) {
	if t.plays == nil {
		t.plays = map[cardKey][2]int{}
	}
	for k, n := range counts {
		m := t.plays[k]
		m[0] += n[0]
		m[1] += n[1]
		t.plays[k] = m
	}
}

// cardPlays lists the cards of deck d with their counts: crypt first,
// then library, each by VEKN id.
func (r *Runner) cardPlays(d int, counts map[cardKey][2]int) []CardPlays {
	deck, err := (cards.Catalog{}).Deck(r.decks[d])
	if err != nil { // NewRunner built it already
		return nil
	}
	var out []CardPlays
	for _, part := range []struct {
		cards []vtes.DeckCard
		crypt bool
	}{{deck.Crypt, true}, {deck.Library, false}} {
		start := len(out)
		for _, dc := range part.cards {
			i := slices.IndexFunc(out[start:], func(c CardPlays) bool { return c.ID == dc.Def.ID })
			if i >= 0 {
				out[start+i].Copies += dc.Count
				continue
			}
			n := counts[cardKey{d, dc.Def.ID}]
			out = append(out, CardPlays{ID: dc.Def.ID, Name: dc.Def.Name, Crypt: part.crypt,
				Copies: dc.Count, Played: n[0], Used: n[1]})
		}
		slices.SortFunc(out[start:], func(a, b CardPlays) int { return a.ID - b.ID })
	}
	return out
}

// writeCardPlays writes the card plays of every deck: each card's plays
// per game the deck played, the cards never played or used listed apart.
func (st *Stats) writeCardPlays(b *strings.Builder) {
	for _, d := range st.Decks {
		if d.Cards == nil {
			continue
		}
		fmt.Fprintf(b, "\ncards of %s (plays and uses per game played):\n", d.Deck)
		var never []string
		for _, c := range d.Cards {
			if c.Played == 0 && c.Used == 0 {
				never = append(never, c.Name)
			}
			fmt.Fprintf(b, "  %-40s x%-2d  %6.2f played", c.Name, c.Copies, ratio(float64(c.Played), float64(d.Games)))
			if c.Used > 0 {
				fmt.Fprintf(b, "  %6.2f used", ratio(float64(c.Used), float64(d.Games)))
			}
			b.WriteByte('\n')
		}
		if len(never) > 0 {
			fmt.Fprintf(b, "  never played nor used: %s\n", strings.Join(never, ", "))
		}
	}
}
