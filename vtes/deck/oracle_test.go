package deck_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/deck"
)

// twdaCards is the part of twda.json the oracle compares.
type twdaCards struct {
	Cards []struct {
		ID    int `json:"id"`
		Count int `json:"count"`
	} `json:"cards"`
}

// TestArchiveOracle parses every tournament archive deck and compares the
// cards (VEKN id and count) with the independent parse in twda.json. The
// few decks whose file is ambiguous are listed with their reason in
// testdata/oracle-exceptions.txt (issue 2: at most 1% of the decks).
func TestArchiveOracle(t *testing.T) {
	db := shareddata.CardDB(t)
	raw, err := os.ReadFile(shareddata.Path(t, "data", "vtes", "twda.json"))
	if err != nil {
		t.Fatal(err)
	}
	var oracle map[string]twdaCards
	if err := json.Unmarshal(raw, &oracle); err != nil {
		t.Fatal(err)
	}
	exceptions := readExceptions(t)
	files, err := filepath.Glob(shareddata.Path(t, "data", "vtes", "twd-decks", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no archive decks found: %v", err)
	}
	var mismatched []string
	for _, f := range files {
		id := strings.TrimSuffix(filepath.Base(f), ".txt")
		want, ok := oracle[id]
		if !ok {
			t.Errorf("%s: not in twda.json", id)
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		got := map[int]int{}
		d, _, err := deck.Parse(db, filepath.Base(f), data)
		if err == nil {
			got = d.Counts()
		}
		exp := map[int]int{}
		for _, c := range want.Cards {
			exp[c.ID] += c.Count
		}
		diff := diffCounts(got, exp)
		if err != nil {
			diff = err.Error()
		}
		if diff == "" {
			if _, listed := exceptions[id]; listed {
				t.Errorf("%s: listed as an exception but now matches the oracle; remove it", id)
			}
			continue
		}
		if _, listed := exceptions[id]; listed {
			// The file must still agree with its own headings.
			if d == nil || d.CryptCount() != d.DeclaredCrypt || d.LibraryCount() != d.DeclaredLibrary {
				t.Errorf("%s: listed as an exception, but the parse disagrees with the file's own totals", id)
			}
			continue
		}
		mismatched = append(mismatched, id)
		if len(mismatched) <= 40 {
			t.Errorf("%s: %s", id, diff)
		}
	}
	if len(mismatched) > 0 {
		t.Errorf("%d of %d decks differ from the oracle", len(mismatched), len(files))
	}
	if max := len(files) / 100; len(exceptions) > max {
		t.Errorf("%d exceptions listed, at most %d (1%%) allowed", len(exceptions), max)
	}
}

func diffCounts(got, want map[int]int) string {
	var ids []int
	for id := range want {
		ids = append(ids, id)
	}
	for id := range got {
		if _, ok := want[id]; !ok {
			ids = append(ids, id)
		}
	}
	sort.Ints(ids)
	var out []string
	for _, id := range ids {
		if got[id] != want[id] {
			out = append(out, fmt.Sprintf("card %d: got %d, oracle %d", id, got[id], want[id]))
		}
	}
	return strings.Join(out, "; ")
}

// readExceptions reads "ID  reason" lines; # starts a comment.
func readExceptions(t *testing.T) map[string]string {
	raw, err := os.ReadFile(filepath.Join("testdata", "oracle-exceptions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, l := range strings.Split(string(raw), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		id, reason, _ := strings.Cut(l, " ")
		if strings.TrimSpace(reason) == "" {
			t.Errorf("oracle exception %s has no reason", id)
		}
		out[id] = strings.TrimSpace(reason)
	}
	return out
}
