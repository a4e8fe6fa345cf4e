package rules

import (
	"testing"

	"kindred/ancientblood/demo"
	"kindred/engine"
)

// TestStoriesEnd: seeded random hunters play each demonstration story to
// its end, win or lose, within a bound.
func TestStoriesEnd(t *testing.T) {
	p, err := demo.Pack()
	if err != nil {
		t.Fatal(err)
	}
	outcomes := map[bool]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		for _, story := range []string{"demo-story-1", "demo-story-2"} {
			hunters := []string{"brann", "sable", "mireille", "hector"}[:2+seed%3]
			g, err := New(p, DefaultOptions(story), seed, hunters)
			if err != nil {
				t.Fatal(err)
			}
			r := engine.NewRand(seed)
			n := 0
			for d := g.Pending(); d != nil; d = g.Pending() {
				if n++; n > 20000 {
					t.Fatalf("seed %d %s: no end after %d choices", seed, story, n)
				}
				if err := g.Apply(r.Intn(len(d.Options))); err != nil {
					t.Fatal(err)
				}
			}
			outcomes[g.Victory]++
			t.Logf("seed %d %s: %d choices, %v: %s", seed, story, n, g.Victory, g.Reason())
		}
	}
}
