package pack_test

import (
	"os"
	"strings"
	"testing"

	"kindred/heritage/pack"
)

// TestDocExamples: every JSON example of docs/HERITAGE-PACKS.md decodes
// as a pack file (strictly), so the documentation cannot drift from the
// format.
func TestDocExamples(t *testing.T) {
	b, err := os.ReadFile("../../docs/HERITAGE-PACKS.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(string(b), "```json\n")[1:]
	if len(blocks) < 8 {
		t.Fatalf("%d JSON examples, want one per kind of entry", len(blocks))
	}
	files := map[string][]byte{}
	for i, blk := range blocks {
		j := strings.Index(blk, "```")
		files[string(rune('a'+i))+".json"] = []byte(blk[:j])
	}
	// Decoded together they make a (partial) pack: the loader's checks
	// run, and every problem must be one of completeness, not of format.
	_, probs := pack.LoadFiles(files, pack.Options{})
	for _, p := range probs {
		if strings.Contains(p.Msg, "cannot decode") || strings.Contains(p.Msg, "given again") {
			t.Errorf("%v", p)
		}
	}
}
