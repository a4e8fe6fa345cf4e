package deck

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"kindred/vtes/carddb"
)

// libraryOrder is the order of the archive's library sections.
var libraryOrder = []string{
	"Master", "Conviction", "Action", "Action/Combat", "Action/Reaction", "Ally", "Equipment",
	"Political Action", "Retainer", "Power", "Action Modifier", "Action Modifier/Combat",
	"Action Modifier/Reaction", "Reaction", "Combat", "Combat/Reaction", "Event",
}

// WriteTWD writes the deck in the tournament archive's text format: the
// crypt table sorted as the archive sorts it, then the library by type.
func WriteTWD(w io.Writer, d *Deck) error {
	var b strings.Builder
	if d.Name != "" {
		fmt.Fprintf(&b, "Deck Name: %s\n", d.Name)
	}
	if d.Author != "" {
		fmt.Fprintf(&b, "Author: %s\n", d.Author)
	}
	if d.Description != "" {
		fmt.Fprintf(&b, "Description: %s\n", d.Description)
	}
	if b.Len() > 0 {
		b.WriteByte('\n')
	}
	writeCrypt(&b, d)
	b.WriteByte('\n')
	writeLibrary(&b, d)
	_, err := io.WriteString(w, b.String())
	return err
}

func writeCrypt(b *strings.Builder, d *Deck) {
	crypt := append([]Entry(nil), d.Crypt...)
	sorted := &Deck{Crypt: crypt}
	sorted.SortCrypt()
	var caps []int
	for _, e := range crypt {
		for i := 0; i < e.Count; i++ {
			caps = append(caps, e.Card.Capacity)
		}
	}
	sort.Ints(caps)
	head := fmt.Sprintf("Crypt (%d cards, min=%d, max=%d, avg=%s)", len(caps), sumFirst(caps, 4), sumLast(caps, 4), average(caps))
	b.WriteString(head + "\n" + strings.Repeat("-", len(head)) + "\n")
	rows := make([][5]string, len(crypt))
	var width [5]int
	for i, e := range crypt {
		c := e.Card
		name := c.Name
		if c.Advanced {
			name += " (ADV)"
		}
		group := "ANY"
		if c.Group != carddb.AnyGroup {
			group = strconv.Itoa(c.Group)
		}
		rows[i] = [5]string{fmt.Sprintf("%dx %s", e.Count, name), strconv.Itoa(c.Capacity), disciplines(c), c.Title, strings.Join(c.Clans, "/") + ":" + group}
		for j, cell := range rows[i] {
			width[j] = max(width[j], len([]rune(cell)))
		}
	}
	for i, r := range rows {
		line := pad(r[0], width[0]) + "  " + padLeft(r[1], width[1]) + "  " + pad(r[2], width[2]) + "  " + pad(r[3], width[3]) + "  " + r[4]
		if crypt[i].Comment != "" {
			line += " -- " + crypt[i].Comment
		}
		b.WriteString(line + "\n")
	}
}

func writeLibrary(b *strings.Builder, d *Deck) {
	fmt.Fprintf(b, "Library (%d cards)\n", d.LibraryCount())
	byType := map[string][]Entry{}
	for _, e := range d.Library {
		t := strings.Join(e.Card.Types, "/")
		byType[t] = append(byType[t], e)
	}
	order := append([]string(nil), libraryOrder...)
	for t := range byType {
		if !contains(order, t) {
			order = append(order, t)
		}
	}
	sort.SliceStable(order[len(libraryOrder):], func(i, j int) bool {
		return order[len(libraryOrder)+i] < order[len(libraryOrder)+j]
	})
	first := true
	for _, t := range order {
		es := byType[t]
		if len(es) == 0 {
			continue
		}
		sort.SliceStable(es, func(i, j int) bool { return es[i].Card.Name < es[j].Card.Name })
		if !first {
			b.WriteByte('\n')
		}
		first = false
		n, trifles := 0, 0
		for _, e := range es {
			n += e.Count
			if strings.Contains(e.Card.Text, "Trifle.") {
				trifles += e.Count
			}
		}
		if trifles > 0 {
			fmt.Fprintf(b, "%s (%d; %d trifle)\n", t, n, trifles)
		} else {
			fmt.Fprintf(b, "%s (%d)\n", t, n)
		}
		for _, e := range es {
			line := fmt.Sprintf("%dx %s", e.Count, theLast(e.Card.Name))
			if e.Comment != "" {
				line += " -- " + e.Comment
			}
			b.WriteString(line + "\n")
		}
	}
}

// theLast writes "The Rack" as the archive does: "Rack, The".
func theLast(name string) string {
	if rest, ok := strings.CutPrefix(name, "The "); ok {
		return rest + ", The"
	}
	return name
}

// disciplines lists superior disciplines first, then inferior, each
// alphabetically, as the archive does.
func disciplines(c *carddb.Card) string {
	var sup, inf []string
	for _, d := range c.Disciplines {
		if d.Superior {
			sup = append(sup, d.String())
		} else {
			inf = append(inf, d.String())
		}
	}
	sort.Strings(sup)
	sort.Strings(inf)
	return strings.Join(append(sup, inf...), " ")
}

func sumFirst(xs []int, n int) int {
	s := 0
	for i := 0; i < n && i < len(xs); i++ {
		s += xs[i]
	}
	return s
}

func sumLast(xs []int, n int) int {
	s := 0
	for i := 0; i < n && i < len(xs); i++ {
		s += xs[len(xs)-1-i]
	}
	return s
}

func average(xs []int) string {
	if len(xs) == 0 {
		return "0"
	}
	s := 0
	for _, x := range xs {
		s += x
	}
	avg := float64(s) / float64(len(xs))
	return strconv.FormatFloat(float64(int(avg*100+0.5))/100, 'f', -1, 64)
}

func pad(s string, w int) string {
	return s + strings.Repeat(" ", w-len([]rune(s)))
}

func padLeft(s string, w int) string {
	return strings.Repeat(" ", w-len([]rune(s))) + s
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// WriteJSON writes the deck in Kindred's JSON, with each card's id, unique
// name and count; ParseJSON reads it back.
func WriteJSON(w io.Writer, db *carddb.DB, d *Deck) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(d.jsonDeck(db))
}
