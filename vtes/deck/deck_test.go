package deck_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/carddb"
	"kindred/vtes/deck"
)

// The same small deck written in each format players use.
var formats = []struct {
	name   string
	format deck.FileFormat
	text   string
}{
	{"archive", deck.TWD, `Some Event
Paris, France
May 1st 2024
3R+F
12 players
Jane Doe
https://example.org/event/1

-- 3vp in final

Deck Name: Test Deck
Created by: John Roe
Description: A deck for tests.

Crypt (3 cards, min=12, max=12, avg=6)
--------------------------------------
2x Theo Bell          8  CEL POT PRE aus dom  Brujah:6
1x Xaviar (ADV)      10  ABO ANI FOR PRO aus cel pot  justicar  Gangrel:3

Library (4 cards)
Master (1)
1x Anarch Free Press, The

Combat (3)
3x Deflection -- not really combat
`},
	{"ARDB and VDB text", deck.TWD, `Deck Name : Test Deck
Author : John Roe
Description :
A deck for tests.

Crypt [3 vampires] Capacity min: 12 max: 12 average: 6
------------------------------------------------------------
2x Theo Bell			  8 CEL POT PRE aus dom     Brujah :6
1x Xaviar (ADV)			 10 ABO ANI FOR PRO aus cel pot   Gangrel :3

Library [4 cards]
------------------------------------------------------------
Master [1]
 1x The Anarch Free Press

Reaction [3]
 3x Deflection
`},
	{"JOL", deck.TWD, `2x Theo Bell (G6)
1x Xaviar (ADV)

1x Anarch Free Press, The
3x Deflection
`},
	{"Amaranth", deck.TWD, `Crypt (3)
2 Theo Bell (G6)
1 Xaviar (ADV)

Library (4)
1 The Anarch Free Press
3 Deflection
`},
	{"Lackey", deck.Lackey, "1\tAnarch Free Press, The\n3\tDeflection\nCrypt:\n2\tTheo Bell (G6)\n1\tXaviar (ADV)\n"},
	{"JSON", deck.JSON, `{"name": "Test Deck", "crypt": [{"id": 201613, "count": 2}, {"name": "Xaviar (ADV)", "count": 1}],
	  "library": [{"name": "The Anarch Free Press", "count": 1}, {"id": 100518, "name": "ignored when id is given", "count": 3}]}`},
	{"twda.json entry", deck.JSON, `{"id": "1", "name": "Test Deck", "cards": [
	  {"id": 201613, "printed_name": "Theo Bell", "count": 2, "kind": "Crypt"},
	  {"id": 201478, "printed_name": "Xaviar", "count": 1, "kind": "Crypt"},
	  {"id": 100052, "printed_name": "The Anarch Free Press", "count": 1, "kind": "Library"},
	  {"id": 100518, "printed_name": "Deflection", "count": 3, "kind": "Library"}]}`},
}

func TestFormats(t *testing.T) {
	db := shareddata.CardDB(t)
	want := map[int]int{201613: 2, 201478: 1, 100052: 1, 100518: 3}
	for _, tc := range formats {
		t.Run(tc.name, func(t *testing.T) {
			d, ff, err := deck.Parse(db, tc.name, []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if ff != tc.format {
				t.Errorf("format %q, want %q", ff, tc.format)
			}
			if diff := diffCounts(d.Counts(), want); diff != "" {
				t.Error(diff)
			}
			if d.CryptCount() != 3 || d.LibraryCount() != 4 {
				t.Errorf("crypt %d library %d", d.CryptCount(), d.LibraryCount())
			}
		})
	}
}

func TestArchiveHeader(t *testing.T) {
	db := shareddata.CardDB(t)
	d, _, err := deck.Parse(db, "a.txt", []byte(formats[0].text))
	if err != nil {
		t.Fatal(err)
	}
	e := d.Event
	if e == nil || e.Name != "Some Event" || e.Place != "Paris, France" || e.Date != "May 1st 2024" ||
		e.Rounds != "3R+F" || e.Players != 12 || e.Winner != "Jane Doe" || e.URL != "https://example.org/event/1" {
		t.Errorf("event %+v", e)
	}
	if d.Name != "Test Deck" || d.Author != "John Roe" || !strings.Contains(d.Description, "A deck for tests.") || !strings.Contains(d.Description, "3vp in final") {
		t.Errorf("name %q author %q description %q", d.Name, d.Author, d.Description)
	}
	if d.DeclaredCrypt != 3 || d.DeclaredLibrary != 4 {
		t.Errorf("declared %d/%d", d.DeclaredCrypt, d.DeclaredLibrary)
	}
	for _, e := range d.Library {
		if e.Card.ID == 100518 && e.Comment != "not really combat" {
			t.Errorf("comment %q", e.Comment)
		}
	}
}

// TestParseErrors: bad input names the file, the line number and the line.
func TestParseErrors(t *testing.T) {
	db := shareddata.CardDB(t)
	tests := []struct {
		name, text string
		wants      []string
	}{
		{"unknown card", "Crypt (1)\n1x Theo Bell  8  CEL  Brujah:6\nLibrary (1)\n2x Deflektion\n",
			[]string{"d.txt line 4", `unknown card "Deflektion"`, `did you mean "Deflection"`, `"2x Deflektion"`}},
		{"zero count", "0x Deflection\n", []string{"line 1", "at least 1"}},
		{"empty", "", []string{"no cards found"}},
		{"only text", "hello\nworld\n", []string{"no cards found"}},
		{"lackey without tab", "3\tDeflection\nDeflection\n", []string{"line 2", "tab"}},
		{"lackey bad count", "3\tDeflection\n3\tDeflection\n0\tDeflection\n", []string{"line 3", "count"}},
		{"json syntax", `{"crypt": [`, []string{"JSON"}},
		{"json unknown id", `{"crypt": [{"id": 9, "count": 1}]}`, []string{"crypt[0]", "unknown card id 9"}},
		{"json bad count", `{"library": [{"name": "Deflection", "count": -1}]}`, []string{"library[0]", "count -1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := deck.Parse(db, "d.txt", []byte(tc.text))
			if err == nil {
				t.Fatal("no error")
			}
			var pe *deck.ParseError
			if !errors.As(err, &pe) {
				t.Errorf("error %T is not a *deck.ParseError", err)
			}
			for _, w := range tc.wants {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %s", err, w)
				}
			}
		})
	}
}

// TestLegality: one case per tournament rule (rules/vtes.md §1.1, §14.1 C1).
func TestLegality(t *testing.T) {
	db := shareddata.CardDB(t)
	lib := func(n int) string { return "Library\n" + itoa(n) + "x Deflection\n" }
	crypt := "Crypt\n12x Theo Bell (G6)\n" // group 6
	tests := []struct {
		name   string
		text   string
		format string
		rules  []string // expected problem rules, in order
		words  []string // words the messages must contain
	}{
		{"legal", crypt + lib(60), "standard", nil, nil},
		{"legal at 90", crypt + lib(90), "standard", nil, nil},
		{"small crypt", "Crypt\n11x Theo Bell (G6)\n" + lib(60), "standard", []string{"crypt-size"}, []string{"11 cards", "at least 12"}},
		{"small library", crypt + lib(59), "standard", []string{"library-size"}, []string{"59 cards", "60 to 90"}},
		{"large library", crypt + lib(91), "standard", []string{"library-size"}, []string{"91 cards"}},
		{"two consecutive groups", "Crypt\n6x Theo Bell (G6)\n6x Ariane\n" + lib(60), "standard", nil, nil},
		{"groups 2 and 6", "Crypt\n6x Theo Bell (G6)\n6x Theo Bell (G2)\n" + lib(60), "standard", []string{"grouping"},
			[]string{"group 2 (Theo Bell)", "group 6 (Theo Bell)", "two consecutive groups"}},
		{"three groups", "Crypt\n4x Theo Bell (G6)\n4x Ariane\n4x Xaviar (ADV)\n" + lib(60), "standard", []string{"grouping"}, []string{"group 3", "group 5", "group 6"}},
		{"banned", crypt + "Library\n59x Deflection\n1x Edge Explosion\n", "standard", []string{"banned"}, []string{"Edge Explosion is banned (since 2008-01-01)"}},
		{"set restricted", crypt + "Library\n60x Dodge\n", "sets:NB,NB2", []string{"format"}, []string{"not printed in NB, NB2: Theo Bell, Dodge"}},
		{"set restricted legal", crypt + lib(60), "sets:V5A,KoT,Jyhad,VTES", nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _, err := deck.Parse(db, tc.name, []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			f, err := deck.ParseFormat(tc.format)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.CheckSets(db); err != nil {
				t.Fatal(err)
			}
			ps := f.Check(d)
			var rules, msgs []string
			for _, p := range ps {
				rules = append(rules, p.Rule)
				msgs = append(msgs, p.Message)
			}
			if strings.Join(rules, ",") != strings.Join(tc.rules, ",") {
				t.Errorf("problems %q, want rules %q", msgs, tc.rules)
			}
			all := strings.Join(msgs, "\n")
			for _, w := range tc.words {
				if !strings.Contains(all, w) {
					t.Errorf("messages %q do not say %q", all, w)
				}
			}
		})
	}
}

func TestAnyGroupFitsEveryCrypt(t *testing.T) {
	db := shareddata.CardDB(t)
	var any *carddb.Card
	for _, c := range db.Cards() {
		if c.Group == carddb.AnyGroup {
			any = c
			break
		}
	}
	text := "Crypt\n6x Theo Bell (G2)\n1x " + db.UniqueName(any) + "\n5x Gilbert Duane (G1)\nLibrary\n60x Deflection\n"
	d, _, err := deck.Parse(db, "any", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if ps := deck.Standard.Check(d); len(ps) != 0 {
		t.Errorf("problems %v", ps)
	}
}

func TestParseFormat(t *testing.T) {
	db := shareddata.CardDB(t)
	for _, bad := range []string{"", "modern", "sets:", "sets", "standard:NB"} {
		if _, err := deck.ParseFormat(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	f, err := deck.ParseFormat("sets:NB,Nope")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.CheckSets(db); err == nil || !strings.Contains(err.Error(), "Nope") {
		t.Errorf("unknown set not reported: %v", err)
	}
}

// TestWriteRoundTrip writes every archive deck as archive text and as JSON
// and reads it back: the same cards and counts.
func TestWriteRoundTrip(t *testing.T) {
	db := shareddata.CardDB(t)
	files, _ := filepath.Glob(shareddata.Path(t, "data", "vtes", "twd-decks", "*.txt"))
	if len(files) < 4000 {
		t.Fatalf("only %d archive decks", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, _, err := deck.Parse(db, f, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []struct {
			name  string
			write func(*bytes.Buffer) error
		}{
			{"twd", func(b *bytes.Buffer) error { return deck.WriteTWD(b, d) }},
			{"json", func(b *bytes.Buffer) error { return deck.WriteJSON(b, db, d) }},
		} {
			var b bytes.Buffer
			if err := w.write(&b); err != nil {
				t.Fatal(err)
			}
			back, _, err := deck.Parse(db, f+"."+w.name, b.Bytes())
			if err != nil {
				t.Fatalf("%s: reading back %s: %v\n%s", f, w.name, err, b.String())
			}
			if diff := diffCounts(back.Counts(), d.Counts()); diff != "" {
				t.Fatalf("%s: %s round trip: %s", f, w.name, diff)
			}
			if back.Name != d.Name {
				t.Fatalf("%s: %s round trip: name %q, want %q", f, w.name, back.Name, d.Name)
			}
		}
	}
}

// TestWriteTWDLayout pins the archive layout on a small deck.
func TestWriteTWDLayout(t *testing.T) {
	db := shareddata.CardDB(t)
	d, _, err := deck.Parse(db, "a", []byte(formats[2].text))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := deck.WriteTWD(&b, d); err != nil {
		t.Fatal(err)
	}
	want := `Crypt (3 cards, min=26, max=26, avg=8.67)
-----------------------------------------
2x Theo Bell      8  CEL POT PRE aus dom                    Brujah:6
1x Xaviar (ADV)  10  ABO ANI FOR PRO aus cel pot  justicar  Gangrel:3

Library (4 cards)
Master (1)
1x Anarch Free Press, The

Reaction (3)
3x Deflection
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// FuzzParse feeds arbitrary text to the deck parser, seeded with archive
// decks: no panic; a deck without error has cards with positive counts.
func FuzzParse(f *testing.F) {
	db := shareddata.CardDB(f)
	files, _ := filepath.Glob(shareddata.Path(f, "data", "vtes", "twd-decks", "1*.txt"))
	for i, file := range files {
		if i%200 != 0 {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, tc := range formats {
		f.Add([]byte(tc.text))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, _, err := deck.Parse(db, "fuzz", data)
		if err != nil {
			if d != nil {
				t.Fatal("deck returned with an error")
			}
			return
		}
		for _, e := range append(append([]deck.Entry(nil), d.Crypt...), d.Library...) {
			if e.Card == nil || e.Count < 1 {
				t.Fatalf("bad entry %+v", e)
			}
		}
		deck.Standard.Check(d)
		var b bytes.Buffer
		if err := deck.WriteTWD(&b, d); err != nil {
			t.Fatal(err)
		}
	})
}

func itoa(n int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+n/10)) + string(rune('0'+n%10)))
}
