package vtescmd

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	vtescards "kindred/vtes/cards"
	"kindred/vtes/coverage"
	"kindred/vtes/precons"
)

// TestCardsCoverage runs the coverage report over the real archive: the
// implemented cards are counted, slots are covered in part, and the most
// played missing cards are listed (issue 4's yardstick).
func TestCardsCoverage(t *testing.T) {
	cards := shareddata.VTESCardDir(t)
	code, out, errOut := kindred(t, "cards", "coverage", "--cards", cards, "--json", "--top", "5")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep struct {
		Implemented       int     `json:"implemented"`
		PlayableDecks     int     `json:"playable_decks"`
		PlayableShare     float64 `json:"playable_share"`
		ImplementedCrypt  int     `json:"implemented_crypt"`
		ImplementedLib    int     `json:"implemented_library"`
		Decks             int     `json:"decks"`
		LibSlots          int     `json:"library_slots"`
		LibSlotsCovered   int     `json:"library_slots_covered"`
		CryptSlotsCovered int     `json:"crypt_slots_covered"`
		Missing           []struct {
			Name  string `json:"name"`
			Decks int    `json:"decks"`
		} `json:"most_played_missing"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if rep.ImplementedCrypt < 12 || rep.ImplementedLib < 47 || rep.Implemented != rep.ImplementedCrypt+rep.ImplementedLib {
		t.Errorf("implemented %d: %d crypt, %d library", rep.Implemented, rep.ImplementedCrypt, rep.ImplementedLib)
	}
	if rep.PlayableShare != float64(rep.PlayableDecks)/float64(rep.Decks) {
		t.Errorf("%d playable decks of %d, share %v", rep.PlayableDecks, rep.Decks, rep.PlayableShare)
	}
	if rep.Decks < 1000 || rep.LibSlotsCovered <= 0 || rep.LibSlotsCovered >= rep.LibSlots || rep.CryptSlotsCovered <= 0 {
		t.Errorf("report %+v", rep)
	}
	if len(rep.Missing) != 5 || rep.Missing[0].Decks < rep.Missing[4].Decks || rep.Missing[0].Name == "" {
		t.Errorf("missing list %+v", rep.Missing)
	}
	code, out, _ = kindred(t, "cards", "coverage", "--cards", cards)
	if code != 0 || !strings.Contains(out, "fully playable") || !strings.Contains(out, "Most played cards not implemented yet") {
		t.Errorf("text report (exit %d):\n%s", code, out)
	}
	if code, _, errOut := kindred(t, "cards", "coverage", "--cards", cards, "--twda", "/nonexistent.json"); code != 2 || !strings.Contains(errOut, "nonexistent") {
		t.Errorf("missing archive: exit %d, %s", code, errOut)
	}
}

// TestCardsCoveragePlan runs --plan over the real archive and the cards
// implemented today: the exact order is tested on fixed inputs in package
// coverage; here, what holds whatever the cards implemented.
func TestCardsCoveragePlan(t *testing.T) {
	cards := shareddata.VTESCardDir(t)
	code, out, errOut := kindred(t, "cards", "coverage", "--cards", cards, "--plan", "12", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var p coverage.Plan
	if err := json.Unmarshal([]byte(out), &p); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if p.Decks != 1221 || len(p.Steps) != 12 || p.Precons != nil {
		t.Fatalf("plan over %d decks, %d steps, precons %v", p.Decks, len(p.Steps), p.Precons)
	}
	playable := p.Playable
	for _, s := range p.Steps {
		if _, ok := vtescards.ByID(s.ID); ok {
			t.Errorf("%s is implemented already", s.Name)
		}
		playable += len(s.Completes)
		if s.Playable != playable || s.Share != float64(playable)/1221 {
			t.Errorf("step %+v: %d decks playable by the count", s, playable)
		}
	}
	if playable == p.Playable {
		t.Error("twelve cards complete no deck")
	}

	code, out, errOut = kindred(t, "cards", "coverage", "--cards", cards, "--plan", "3", "--after-precons", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	p = coverage.Plan{}
	if err := json.Unmarshal([]byte(out), &p); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	missing := 0
	for _, id := range precons.CardIDs() {
		if _, ok := vtescards.ByID(id); !ok {
			missing++
		}
	}
	if p.Precons == nil || p.Precons.Cards != missing || p.Precons.Playable < 20 || len(p.Steps) != 3 {
		t.Errorf("plan after the precons: %+v, %d steps; want %d precon cards", p.Precons, len(p.Steps), missing)
	}

	tests := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"text", []string{"--plan", "12"}, 0, "completes \""},
		{"text after precons", []string{"--plan", "1", "--after-precons"}, 0, fmt.Sprintf("First the %d precon cards not implemented yet", missing)},
		{"after precons alone", []string{"--after-precons"}, 2, "--after-precons goes with --plan N"},
		{"negative plan", []string{"--plan", "-1"}, 2, "0 or more"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := kindred(t, append([]string{"cards", "coverage", "--cards", cards}, tc.args...)...)
			if code != tc.code || !strings.Contains(out+errOut, tc.out) {
				t.Errorf("exit %d (want %d), output lacks %q:\n%s%s", code, tc.code, tc.out, out, errOut)
			}
		})
	}
}
