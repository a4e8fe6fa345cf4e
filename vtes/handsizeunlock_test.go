package vtes_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Hand size given until the next unlock phase (§1.5.3, §14 C8;
// handsizeunlock.go): it counts in the hand size until the Methuselah's
// unlock phase begins, then ends, and they discard down to 7, choosing
// the cards; another Methuselah's unlock phase leaves it. Positions write
// it.
func TestHandSizeUntilUnlock(t *testing.T) {
	const hand = "Deflection x4, Conditioning x3, Bonding x2"
	start := func(t *testing.T, active int) *vtes.Game {
		t.Helper()
		text := "turn 3 phase unlock active " + string(rune('0'+active)) + " seats 3\n" +
			"methuselah 1 pool 20 hand-size-unlock 2\n  ready: Lenny Burkhead blood 3\n" +
			"  hand: " + hand + "\n  library: Deflection x5\n" +
			"methuselah 2\n  ready: Mkhokheli blood 3\n  library: Deflection x9\n"
		p, err := vtes.ReadPosition(text, cards.All())
		if err != nil {
			t.Fatal(err)
		}
		g := p.Start()
		t.Cleanup(g.Close)
		return g
	}
	t.Run("counts until then", func(t *testing.T) {
		g := start(t, 2)
		if n := g.HandSize(0); n != 9 {
			t.Errorf("hand size %d, want 7 + 2", n)
		}
		if pos := vtes.WritePosition(g); !strings.Contains(pos, "hand-size-unlock 2") {
			t.Errorf("not written:\n%s", pos)
		}
	})
	t.Run("ends as the unlock phase begins: discard down", func(t *testing.T) {
		g := start(t, 1)
		answer(t, g, "Bonding", "Bonding")
		if n, h := g.HandSize(0), len(g.Methuselah(0).Hand); n != 7 || h != 7 {
			t.Errorf("hand size %d, %d cards in hand; want 7 and 7", n, h)
		}
		if pos := vtes.WritePosition(g); strings.Contains(pos, "hand-size-unlock") {
			t.Errorf("still written:\n%s", pos)
		}
	})
}
