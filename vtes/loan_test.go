package vtes_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// A minion controlled until the end of the turn goes back to the
// Methuselah it returns to as the turn ends, in the region it is in; to
// an ousted one, it is removed from the game (§14 C10, C41; loan.go).
// Puppet Master's test plays the whole card (vtes/cards).
func TestControlUntilEndOfTurn(t *testing.T) {
	const position = `
turn 2 phase minion active 1
rules turn-limit=2
seats 3
methuselah 1 %s
  ready: Mkhokheli blood 3
  ready: Loonar blood 2 owner 2 control-returns 2
methuselah 2 %s
  ready: Lenny Burkhead blood 3
> seat 1: End the minion phase
= over
`
	tests := []struct {
		name, seat1, seat2, want string
	}{
		{"back to its lender", "", "", "ready: Loonar #1 blood 2\n"},
		{"its lender ousted: removed", "vp 1", "pool 0 ousted", "removed: Loonar"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := startPosition(t, fill(position, tt.seat1, tt.seat2))
			if pos := vtes.WritePosition(g); !strings.Contains(pos, tt.want) {
				t.Errorf("the position does not say %q:\n%s", tt.want, pos)
			}
		})
	}
	t.Run("written and read back", func(t *testing.T) {
		p, err := vtes.ReadPosition(fill(position, "", ""), cards.All())
		if err != nil {
			t.Fatal(err)
		}
		g := p.Start()
		defer g.Close()
		text := vtes.WritePosition(g)
		if !strings.Contains(text, "Loonar blood 2 owner 2 control-returns 2") {
			t.Fatalf("the loan is not written:\n%s", text)
		}
		q, err := vtes.ReadPosition(text, cards.All())
		if err != nil {
			t.Fatal(err)
		}
		h := q.Start()
		defer h.Close()
		if g.Hash() != h.Hash() {
			t.Errorf("the position read back differs:\n%s\n%s", text, vtes.WritePosition(h))
		}
	})
	t.Run("a seat beyond the table is refused", func(t *testing.T) {
		bad := strings.Replace(fill(position, "", ""), "control-returns 2", "control-returns 5", 1)
		if _, err := vtes.ReadPosition(bad, cards.All()); err == nil {
			t.Errorf("control-returns 5 read in a 3-seat position")
		}
	})
}

// fill puts the words of Methuselah 1's and 2's lines in the position.
func fill(position, seat1, seat2 string) string {
	return strings.Replace(strings.Replace(position, "%s", seat1, 1), "%s", seat2, 1)
}
