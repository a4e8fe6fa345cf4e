package rivals_test

import (
	"strings"
	"testing"
)

// TestKeptCounts: the counts setZone keeps by seat (board.go) are checked
// by the invariants: a count written behind setZone's back is named.
func TestKeptCounts(t *testing.T) {
	tests := []struct {
		what, want string
	}{
		{"hand vampires", "hand holds"},
		{"torpid vampires", "vampires in torpor, 1 counted"},
	}
	for _, tt := range tests {
		t.Run(tt.what, func(t *testing.T) {
			g := newGame(t, 4, 9)
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			if n := len(g.Torpid(2)); n != 0 {
				t.Fatalf("seat 3 has %d vampires in torpor at the start", n)
			}
			g.SkewCount(2, tt.what)
			if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("a skewed count of %s: %v, want an error with %q", tt.what, err, tt.want)
			}
		})
	}
}
