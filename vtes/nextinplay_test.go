package vtes

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// nextInPlay, reading eight zones at a time, finds the same cards in play
// as a walk of every zone, whatever the zones and where they fall in a word.
func TestNextInPlayFindsEveryCardInPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 400} {
		for round := range 50 {
			zones := make([]Zone, n)
			for i := range zones {
				zones[i] = Zone(r.IntN(int(ZoneRemoved) + 1))
				if round%5 == 0 {
					zones[i] = ZoneLibrary // most cards are out of play
				}
			}
			var want, got []int
			for id, z := range zones {
				if inPlayZone(z) {
					want = append(want, id)
				}
			}
			for id := nextInPlay(zones, 0); id >= 0; id = nextInPlay(zones, id+1) {
				got = append(got, id)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%d zones %v: found %v, want %v", n, zones, got, want)
			}
		}
	}
}
