package vtescmd

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	vtescards "kindred/vtes/cards"
	"kindred/vtes/precons"
)

func TestCardsPrecons(t *testing.T) {
	cards := shareddata.VTESCardDir(t)
	code, out, errOut := kindred(t, "cards", "precons", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep preconReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(rep.Decks) != 41 || rep.Cards != 772 {
		t.Fatalf("%d decks, %d cards; want 41 and 772", len(rep.Decks), rep.Cards)
	}
	implemented := 0
	for _, id := range precons.CardIDs() {
		if _, ok := vtescards.ByID(id); ok {
			implemented++
		}
	}
	if rep.Implemented != implemented || implemented < 234 {
		t.Errorf("%d precon cards implemented, want %d (at least the 234 New Blood ones)", rep.Implemented, implemented)
	}
	byName := map[string]preconLine{}
	for _, l := range rep.Decks {
		byName[l.Name] = l
		if l.Implemented+len(l.Missing) != l.Cards || l.Playable != (len(l.Missing) == 0) {
			t.Errorf("%s: %d implemented, %d missing of %d cards, playable %v", l.Name, l.Implemented, len(l.Missing), l.Cards, l.Playable)
		}
	}
	// Every built-in deck is a precon Kindred plays whole.
	for _, name := range vtescards.Builtins() {
		if l, ok := byName[name]; !ok || !l.Playable {
			t.Errorf("built-in deck %s: %+v", name, l)
		}
	}
	if l := byName["v5-lasombra"]; l.Title != "Fifth Edition: Lasombra" || l.CryptCount != 12 || l.LibraryCount != 77 || l.Cards != 36 {
		t.Errorf("v5-lasombra: %+v", l)
	}

	// --missing names the cards a deck lacks; with every precon playable,
	// there is none to name (issue 16 done).
	missing := "missing: "
	if rep.Playable == len(rep.Decks) {
		missing = fmt.Sprintf("%d decks, %d fully playable", rep.Playable, rep.Playable)
	}
	tests := []struct {
		name string
		args []string
		code int
		out  []string
	}{
		{"text", []string{"cards", "precons"}, 0, []string{"sv5-path-of-caine", "Sabbat V5: Path of Caine",
			fmt.Sprintf("41 decks, %d fully playable; 772 distinct cards, %d implemented", rep.Playable, implemented)}},
		{"one deck", []string{"cards", "precons", "nb-malkavian"}, 0, []string{"New Blood: Malkavian", "6      49    30    30 (100%)", "1 deck, 1 fully playable"}},
		{"missing names", []string{"cards", "precons", "--missing", "--cards", cards}, 0, []string{missing}},
		{"unknown deck", []string{"cards", "precons", "v5-lasombre"}, 2, []string{`no deck "v5-lasombre"`, "v5-lasombra"}},
		{"no card files for names", []string{"cards", "precons", "--missing", "--cards", "/nonexistent"}, 2, []string{"nonexistent"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := kindred(t, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\n%s%s", code, tc.code, out, errOut)
			}
			for _, w := range tc.out {
				if !strings.Contains(out+errOut, w) {
					t.Errorf("output lacks %q:\n%s%s", w, out, errOut)
				}
			}
		})
	}
}
