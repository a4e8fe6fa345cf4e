package vtescmd

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	vtescards "kindred/vtes/cards"
	"kindred/vtes/deck"
	"kindred/vtes/precons"
)

const legalDeck = "Deck Name: Legal\nCrypt\n12x Theo Bell (G6)\nLibrary\n60x Deflection\n"

func TestDeckCheckExitCodes(t *testing.T) {
	cards := shareddata.VTESCardDir(t)
	legal := writeFile(t, "legal.txt", legalDeck)
	illegal := writeFile(t, "illegal.txt", "Crypt\n11x Theo Bell (G6)\nLibrary\n60x Deflection\n")
	broken := writeFile(t, "broken.txt", "Crypt\n12x Theo Bell (G6)\nLibrary\n60x Deflektion\n")
	tests := []struct {
		name  string
		args  []string
		code  int
		out   []string
		noOut []string
	}{
		{"legal", []string{"deck", "check", "--cards", cards, legal}, 0, []string{"legal.txt: legal", `"Legal"`}, nil},
		{"flags after files", []string{"deck", "check", legal, "--cards", cards}, 0, []string{"legal"}, nil},
		{"illegal", []string{"deck", "check", "--cards", cards, legal, illegal}, 1, []string{"illegal.txt: NOT legal", "11 cards"}, nil},
		{"unreadable", []string{"deck", "check", "--cards", cards, illegal, broken}, 2, []string{"broken.txt line 4", `did you mean "Deflection"`}, nil},
		{"missing file", []string{"deck", "check", "--cards", cards, filepath.Join(t.TempDir(), "none.txt")}, 2, []string{"none.txt"}, nil},
		{"no card dir", []string{"deck", "check", "--cards", filepath.Join(t.TempDir(), "nocards"), legal}, 2, []string{"nocards"}, nil},
		{"bad format", []string{"deck", "check", "--cards", cards, "--format", "modern", legal}, 2, []string{`unknown format "modern"`}, nil},
		{"set format", []string{"deck", "check", "--cards", cards, "--format", "sets:NB", legal}, 1, []string{"not printed in NB: Theo Bell"}, nil},
		{"no files", []string{"deck", "check", "--cards", cards}, 2, []string{"no deck file"}, nil},
		{"help", []string{"deck", "check", "-h"}, 0, []string{"--cards", "--format", "--json"}, nil},
		{"unknown command", []string{"deck", "nope"}, 2, []string{`unknown command "nope" (commands: check, show)`}, nil},
		{"deck help", []string{"deck", "help"}, 0, []string{"check", "show"}, nil},
		{"show twd", []string{"deck", "show", "--cards", cards, legal}, 0, []string{"Crypt (12 cards", "12x Theo Bell", "Reaction (60)"}, nil},
		{"show json", []string{"deck", "show", "--cards", cards, "--to", "json", legal}, 0, []string{`"id": 201613`, `"name": "Theo Bell (G6)"`}, nil},
		{"show bad to", []string{"deck", "show", "--cards", cards, "--to", "xml", legal}, 2, []string{"xml"}, nil},
		{"search", []string{"cards", "search", "--cards", cards, "theo", "bell"}, 0, []string{"Theo Bell (G6)  [201613]", "Capacity:    8", "Brujah"}, nil},
		{"search none", []string{"cards", "search", "--cards", cards, "Deflektion"}, 1, []string{"did you mean Deflection"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := kindred(t, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, out, errOut)
			}
			all := out + errOut
			for _, w := range tc.out {
				if !strings.Contains(all, w) {
					t.Errorf("output does not contain %q:\n%s", w, all)
				}
			}
		})
	}
}

func TestDeckCheckJSON(t *testing.T) {
	cards := shareddata.VTESCardDir(t)
	legal := writeFile(t, "legal.txt", legalDeck)
	illegal := writeFile(t, "illegal.txt", "Crypt\n6x Theo Bell (G6)\n6x Theo Bell (G2)\nLibrary\n60x Deflection\n")
	code, out, errOut := kindred(t, "deck", "check", "--json", "--cards", cards, legal, illegal)
	if code != 1 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got []struct {
		File  string `json:"file"`
		Name  string `json:"name"`
		Crypt []struct {
			ID    int    `json:"id"`
			Name  string `json:"name"`
			Count int    `json:"count"`
		} `json:"crypt"`
		Library      []map[string]any `json:"library"`
		CryptCount   int              `json:"crypt_count"`
		LibraryCount int              `json:"library_count"`
		Legal        bool             `json:"legal"`
		Problems     []struct {
			Rule, Message string
		} `json:"problems"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(got) != 2 {
		t.Fatalf("%d results", len(got))
	}
	a, b := got[0], got[1]
	if a.File != legal || a.Name != "Legal" || !a.Legal || a.CryptCount != 12 || a.LibraryCount != 60 || len(a.Problems) != 0 {
		t.Errorf("legal deck: %+v", a)
	}
	if len(a.Crypt) != 1 || a.Crypt[0].ID != 201613 || a.Crypt[0].Count != 12 || a.Crypt[0].Name != "Theo Bell (G6)" {
		t.Errorf("crypt %+v", a.Crypt)
	}
	if b.Legal || len(b.Problems) != 1 || b.Problems[0].Rule != "grouping" {
		t.Errorf("illegal deck: %+v", b)
	}
}

// TestDeckCheckArchive runs the command over a slice of the archive: every
// deck parses (exit 0 or 1, never 2).
func TestDeckCheckArchive(t *testing.T) {
	files, _ := filepath.Glob(shareddata.Path(t, "data", "vtes", "twd-decks", "10*.txt"))
	if len(files) < 100 {
		t.Fatalf("%d files", len(files))
	}
	t.Setenv("KINDRED_CARDS", shareddata.VTESCardDir(t))
	code, out, errOut := kindred(t, append([]string{"deck", "check"}, files...)...)
	if code == 2 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if n := strings.Count(out, ": legal") + strings.Count(out, ": NOT legal"); n != len(files) {
		t.Errorf("%d verdicts for %d files", n, len(files))
	}
}

// TestDeckCheckPlayable: deck check says whether Kindred can play each
// deck, independently of its legality. The New Blood Malkavian precon is
// built in, so every card of it is implemented (and its 6-card crypt is
// not legal); Ablative Skin, in no precon since 2019 nor in any archive
// deck since 2020, is outside the plan and will stay unimplemented
// for a while.
func TestDeckCheckPlayable(t *testing.T) {
	db := shareddata.CardDB(t)
	cards := shareddata.VTESCardDir(t)
	const ablativeSkin = 100008
	if _, ok := vtescards.ByID(ablativeSkin); ok {
		t.Fatal("Ablative Skin is implemented now: pick another card this test can name as missing")
	}
	nb, _ := precons.ByName("nb-malkavian")
	var text strings.Builder
	text.WriteString("Deck Name: NB Malkavian\nCrypt\n")
	for _, c := range nb.Crypt {
		card, _ := db.Card(c.ID)
		fmt.Fprintf(&text, "%dx %s\n", c.Count, db.UniqueName(card))
	}
	text.WriteString("Library\n")
	for _, c := range nb.Library {
		card, _ := db.Card(c.ID)
		fmt.Fprintf(&text, "%dx %s\n", c.Count, db.UniqueName(card))
	}
	playable := writeFile(t, "nb.txt", text.String())
	lacking := writeFile(t, "lacking.txt", text.String()+"2x Ablative Skin\n")

	code, out, errOut := kindred(t, "deck", "check", "--cards", cards, playable, lacking)
	if code != 1 {
		t.Errorf("exit %d, want 1 (6-card crypts)\n%s", code, errOut)
	}
	for _, w := range []string{"nb.txt: NOT legal", "  Kindred plays it: every card is implemented",
		"lacking.txt: NOT legal", "  Kindred cannot play it yet: 1 card not implemented: Ablative Skin\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}

	code, out, errOut = kindred(t, "deck", "check", "--json", "--cards", cards, playable, lacking)
	if code != 1 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got []struct {
		Playable bool           `json:"playable"`
		Lacks    []deck.CardRef `json:"lacks"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := []deck.CardRef{{ID: ablativeSkin, Name: "Ablative Skin", Count: 2}}
	if len(got) != 2 || !got[0].Playable || len(got[0].Lacks) != 0 || got[1].Playable || !reflect.DeepEqual(got[1].Lacks, want) {
		t.Errorf("got %+v, want playable then lacking %v", got, want)
	}
}
