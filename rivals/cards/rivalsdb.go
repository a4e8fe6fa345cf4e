package cards

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"kindred/rivals"
)

// RivalsDB's JSON deck: the object its deck builder saves and serves
// (client/src/Data/Deck.elm in github.com/RivalsDB/rivalsdb), cards named
// by the ids the card data uses ("core-hydra"):
//
//	{"name": "My deck", "agenda": "core-turf-war", "haven": "core-the-madhouse",
//	 "factionDeck": {"core-hydra": true, "core-brother": false, …},
//	 "libraryDeck": {"core-throat-rip": 3, …}}
//
// A factionDeck value marks the Leader (not kept: the rules option leader
// chooses the starting vampire, spec §2); other fields (id, creatorId,
// gameMode, public…) are ignored. Ids are read in sorted order, so the
// same file gives the same deck.
type rivalsDBDeck struct {
	Name    string          `json:"name"`
	Agenda  string          `json:"agenda"`
	Haven   string          `json:"haven"`
	Faction map[string]bool `json:"factionDeck"`
	Library map[string]int  `json:"libraryDeck"`
}

// isJSON reports whether data is a JSON object (its first non-blank byte).
func isJSON(data []byte) bool {
	t := trimJSON(data)
	return len(t) > 0 && t[0] == '{'
}

// trimJSON drops a byte-order mark and the blanks before the object.
func trimJSON(data []byte) []byte {
	return bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\ufeff")), " \t\r\n")
}

// parseRivalsDB reads RivalsDB's JSON deck named source.
func parseRivalsDB(source string, data []byte) (rivals.Deck, error) {
	d := rivals.Deck{Name: source}
	var j rivalsDBDeck
	if err := json.Unmarshal(trimJSON(data), &j); err != nil {
		return d, fmt.Errorf("%s: not a RivalsDB deck: %w", source, err)
	}
	if j.Name != "" {
		d.Name = j.Name
	}
	var missing []string
	card := func(field, id string, kind rivals.Kind) (*rivals.CardDef, error) {
		c, ok := ByID(id)
		if !ok {
			return nil, fmt.Errorf("%s: %s: unknown card id %q (did you mean %s?)", source, field, id, strings.Join(nearestIDs(id, 3), ", "))
		}
		if c.Kind != kind {
			return nil, fmt.Errorf("%s: %s: %s (%s) is not a card of that part of a deck", source, field, c.Name, id)
		}
		if c.Missing != "" {
			missing = append(missing, c.Name)
		}
		return c, nil
	}
	var err error
	if d.Agenda, err = card("agenda", j.Agenda, rivals.KindAgenda); err != nil {
		return d, err
	}
	if d.Haven, err = card("haven", j.Haven, rivals.KindHaven); err != nil {
		return d, err
	}
	for _, id := range sortedKeys(j.Faction) {
		c, err := card("factionDeck", id, rivals.KindVampire)
		if err != nil {
			return d, err
		}
		d.Vampires = append(d.Vampires, c)
	}
	for _, id := range sortedKeys(j.Library) {
		n := j.Library[id]
		if n < 1 || n > maxCopies {
			return d, fmt.Errorf("%s: libraryDeck: %d copies of %q, want 1 to %d", source, n, id, maxCopies)
		}
		c, err := card("libraryDeck", id, rivals.KindLibrary)
		if err != nil {
			return d, err
		}
		for range n {
			d.Library = append(d.Library, c)
		}
	}
	return finish(source, d, missing)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// nearestIDs returns the n card ids closest to id, each with its name.
func nearestIDs(id string, n int) []string {
	type cand struct {
		c *rivals.CardDef
		d int
	}
	var cs []cand
	for _, c := range All() {
		cs = append(cs, cand{c, distance(strings.ToLower(id), c.ID)})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for _, c := range cs[:min(n, len(cs))] {
		out = append(out, strconv.Quote(c.c.ID)+" ("+c.c.Name+")")
	}
	return out
}
