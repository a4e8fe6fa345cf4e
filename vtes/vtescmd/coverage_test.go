package vtescmd

import (
	"encoding/json"
	"strings"
	"testing"

	"kindred/internal/shareddata"
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
		ImplementedCrypt  int `json:"implemented_crypt"`
		ImplementedLib    int `json:"implemented_library"`
		Decks             int `json:"decks"`
		LibSlots          int `json:"library_slots"`
		LibSlotsCovered   int `json:"library_slots_covered"`
		CryptSlotsCovered int `json:"crypt_slots_covered"`
		Missing           []struct {
			Name  string `json:"name"`
			Decks int    `json:"decks"`
		} `json:"most_played_missing"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if rep.ImplementedCrypt < 12 || rep.ImplementedLib < 47 {
		t.Errorf("implemented %d crypt, %d library", rep.ImplementedCrypt, rep.ImplementedLib)
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
