package pack_test

import (
	"os"
	"regexp"
	"testing"

	"kindred/ancientblood/pack"
)

// TestDocExamples decodes every JSON block of docs/ANCIENTBLOOD-PACKS.md
// as a pack file, strictly: the page's examples stay in the format.
func TestDocExamples(t *testing.T) {
	data, err := os.ReadFile("../../docs/ANCIENTBLOOD-PACKS.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)\n```").FindAllSubmatch(data, -1)
	if len(blocks) < 15 {
		t.Fatalf("%d examples, want one per entry kind", len(blocks))
	}
	for i, b := range blocks {
		_, probs, _ := pack.LoadFiles(map[string][]byte{"example.json": b[1]})
		for _, p := range probs {
			if p.File == "example.json" && p.Entry == "" {
				t.Errorf("example %d does not decode: %v", i+1, p)
			}
		}
	}
}
