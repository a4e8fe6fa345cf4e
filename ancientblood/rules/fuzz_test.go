package rules

import (
	"testing"

	"kindred/ancientblood/demo"
)

// FuzzDecisions plays a story with answers taken from the fuzzer's bytes
// (each byte picks an option, wrapping) and checks the invariants after
// every choice: no answer sequence breaks the state or panics.
func FuzzDecisions(f *testing.F) {
	f.Add(uint64(1), uint8(4), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(7), uint8(2), []byte{3, 3, 3, 3, 0, 0, 1})
	f.Add(uint64(3), uint8(8|16|32), []byte{1, 0, 2, 0, 5, 1})
	f.Add(uint64(5), uint8(64|128|8|1), []byte{2, 1, 0, 3, 1})
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, answers []byte) {
		p, err := demo.Pack()
		if err != nil {
			t.Fatal(err)
		}
		hunters := []string{"brann", "sable", "mireille", "hector"}[:2+int(n)%3]
		story := []string{"demo-story-1", "demo-story-2", "demo-standalone"}[seed%3]
		o := DefaultOptions(story)
		o.Corruption = n&8 != 0
		o.Campaign = n&16 != 0
		if n&32 != 0 {
			o.Difficulty = "beginner"
		}
		if n&64 != 0 {
			o.InitiativeTies, o.SunlightKills, o.Difficulty = "random", "awake", "easy"
		}
		if n&128 != 0 {
			o.EnterFromOutside, o.PursuitStep, o.SleepersHold, o.BonusTokens = false, "lowest-zone", true, "off"
		}
		g, err := New(p, o, seed, hunters)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 2000 && g.Pending() != nil; i++ {
			d := g.Pending()
			b := byte(i)
			if len(answers) > 0 {
				b = answers[i%len(answers)] + byte(i/len(answers))
			}
			if err := g.Apply(int(b) % len(d.Options)); err != nil {
				t.Fatal(err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("choice %d: %v", i, err)
			}
		}
	})
}
