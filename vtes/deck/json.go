package deck

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"kindred/vtes/carddb"
)

// CardRef is one card in Kindred's JSON: the VEKN id wins over the name
// when both are given.
type CardRef struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// jsonDeck is Kindred's JSON deck, also the object of `deck check --json`.
type jsonDeck struct {
	Name        string    `json:"name"`
	Author      string    `json:"author,omitempty"`
	Description string    `json:"description,omitempty"`
	Crypt       []CardRef `json:"crypt"`
	Library     []CardRef `json:"library"`
}

// twdaDeck is an entry of the archive's twda.json.
type twdaDeck struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Author  string `json:"author"`
	Comment string `json:"comment"`
	Player  string `json:"player"`
	Cards   []struct {
		ID          int    `json:"id"`
		PrintedName string `json:"printed_name"`
		Count       int    `json:"count"`
		Comment     string `json:"comment"`
	} `json:"cards"`
}

// ParseJSON reads a deck in Kindred's JSON ({"name", "crypt": [{"id",
// "name", "count"}], "library": […]}) or an entry of the archive's
// twda.json ({"id", "name", "cards": [{"id", "printed_name", "count"}]}).
func ParseJSON(db *carddb.DB, file string, data []byte) (*Deck, error) {
	fail := func(err error) error { return &ParseError{File: file, Err: err} }
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(trimBOM(data), &probe); err != nil {
		return nil, fail(fmt.Errorf("not a JSON deck object: %w", err))
	}
	d := &Deck{}
	if _, ok := probe["cards"]; ok {
		var t twdaDeck
		if err := json.Unmarshal(trimBOM(data), &t); err != nil {
			return nil, fail(err)
		}
		d.Name, d.Author, d.Description = t.Name, firstOf(t.Author, t.Player), t.Comment
		for i, c := range t.Cards {
			if err := d.addJSON(db, CardRef{ID: c.ID, Name: c.PrintedName, Count: c.Count}, c.Comment); err != nil {
				return nil, fail(fmt.Errorf("cards[%d]: %w", i, err))
			}
		}
	} else {
		var j jsonDeck
		if err := json.Unmarshal(trimBOM(data), &j); err != nil {
			return nil, fail(err)
		}
		d.Name, d.Author, d.Description = j.Name, j.Author, j.Description
		for _, part := range []struct {
			name  string
			cards []CardRef
		}{{"crypt", j.Crypt}, {"library", j.Library}} {
			for i, c := range part.cards {
				if err := d.addJSON(db, c, ""); err != nil {
					return nil, fail(fmt.Errorf("%s[%d]: %w", part.name, i, err))
				}
			}
		}
	}
	if len(d.Crypt) == 0 && len(d.Library) == 0 {
		return nil, fail(errors.New("no cards found"))
	}
	return d, nil
}

func (d *Deck) addJSON(db *carddb.DB, jc CardRef, comment string) error {
	if jc.Count < 1 || jc.Count > 999 {
		return fmt.Errorf("count %d: must be from 1 to 999", jc.Count)
	}
	var c *carddb.Card
	if jc.ID != 0 {
		var ok bool
		if c, ok = db.Card(jc.ID); !ok {
			return fmt.Errorf("unknown card id %d", jc.ID)
		}
	} else {
		var err error
		if c, err = db.Lookup(jc.Name); err != nil {
			return err
		}
	}
	d.add(c, jc.Count, comment)
	return nil
}

func firstOf(s ...string) string {
	for _, x := range s {
		if strings.TrimSpace(x) != "" {
			return x
		}
	}
	return ""
}

// jsonDeck converts the deck, naming cards by their unique names.
func (d *Deck) jsonDeck(db *carddb.DB) jsonDeck {
	return jsonDeck{Name: d.Name, Author: d.Author, Description: d.Description,
		Crypt: CardList(db, d.Crypt), Library: CardList(db, d.Library)}
}

// CardList lists entries as {"id", "name", "count"} objects with the
// card database's unique names ("Theo Bell (G6)", "Xaviar (ADV)").
func CardList(db *carddb.DB, es []Entry) []CardRef {
	out := make([]CardRef, 0, len(es))
	for _, e := range es {
		out = append(out, CardRef{ID: e.Card.ID, Name: db.UniqueName(e.Card), Count: e.Count})
	}
	return out
}
