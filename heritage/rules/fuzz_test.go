package rules

import "testing"

// FuzzDecisions plays whole games whose every answer comes from the
// input (its bytes, in turn, modulo the options; the trio, the player
// count and the seed from the first bytes): whatever the answers, no
// panic, every invariant after every choice, and the game ends.
func FuzzDecisions(f *testing.F) {
	f.Add([]byte{0, 2, 1})
	f.Add([]byte{1, 3, 7, 200, 13, 5, 99, 0, 0, 1})
	f.Add([]byte{2, 4, 255, 254, 3, 3, 3})
	clans := []string{"cinder", "thorn", "veil", "mirror", "hollow", "gilt", "sigil", "marrow", "ledger"}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) < 3 {
			return
		}
		s := demoPack(t)
		s.Options.Conflicts = trios[int(in[0])%len(trios)]
		n := 2 + int(in[1])%3
		s.Clans = nil
		for i := range n {
			s.Clans = append(s.Clans, clans[(int(in[2])+i)%len(clans)])
		}
		s.Seed = uint64(in[2])
		g, err := New(*s)
		if err != nil {
			t.Fatal(err)
		}
		defer g.Close()
		in = in[3:]
		for k := 0; g.Pending() != nil; k++ {
			if k > 20000 {
				t.Fatal("a game of more than 20000 choices")
			}
			d := g.Pending()
			a := 0
			if len(in) > 0 {
				a = int(in[k%len(in)]) % len(d.Options)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
