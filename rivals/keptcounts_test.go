package rivals_test

import (
	"strings"
	"testing"

	"kindred/rivals"
)

// TestKeptCounts: the counts setZone keeps by seat (board.go), and what
// a seat's kept hand choices say of names in play (nameInPlay), are
// checked by the invariants: one written behind the rules' back is named.
func TestKeptCounts(t *testing.T) {
	tests := []struct {
		what, want string
	}{
		{"hand vampires", "hand holds"},
		{"torpid vampires", "vampires in torpor, 1 counted"},
		{"hand names", "a vampire of its name in play"},
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

// TestHostedCount: each card counts the cards attached to it and their
// Retainers' BP (setHost), so that a vampire with none walks no list for
// its Titles or Influence, and its BP is read at once. A Retainer moved by
// the rules keeps the counts (and the BP they give); a count skewed, or a
// Host written behind setHost's back, is named by the invariants.
func TestHostedCount(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	skunk := s.Streets(0, "Skunk", 1)
	s.Haven(1, "Doc")
	cop := s.Attach(hydra, "Cop") // +1 BP
	g := s.Start(0, 1, rivals.PhaseAction)
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	hydraBP, skunkBP := g.BP(hydra), g.BP(skunk)
	g.MoveRetainer(cop, skunk)
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("a Retainer moved by the rules: %v", err)
	}
	if g.BP(hydra) != hydraBP-1 || g.BP(skunk) != skunkBP+1 {
		t.Errorf("BP after the move: Hydra %d (was %d), Skunk %d (was %d)", g.BP(hydra), hydraBP, g.BP(skunk), skunkBP)
	}
	skunk.SkewRetainerBP()
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "BP from its Retainers") {
		t.Errorf("a skewed Retainers' BP: %v", err)
	}
	cop.Host = hydra.ID // behind setHost's back
	g.Changed(cop)
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "without setHost") {
		t.Errorf("a Host written without setHost: %v", err)
	}
}

// TestNoInfluenceFlag: a No-Influence token noted (changed) marks its
// seat, so that the start of its turn walks the cards to clear it; the
// invariants name a token its seat's flag does not note, and the start of
// the seat's turn clears the token.
func TestNoInfluenceFlag(t *testing.T) {
	s := scenario(2)
	hydra := s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.CityDeck("Vagrant", "Vagrant")
	g := s.Turns(3).Start(1, 1, rivals.PhaseAction) // seat 2's turn
	hydra.NoInfluence = true
	g.Changed(hydra)
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("a token noted: %v", err)
	}
	g.SkewCount(0, "no-influence flag")
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "flag does not note") {
		t.Errorf("a token its seat's flag does not note: %v", err)
	}
	g.Changed(hydra)
	endTurn(t, g)
	if g.Active != 0 || hydra.NoInfluence {
		t.Errorf("seat 1's turn (active seat %d): Hydra's token %v, want cleared", g.Active+1, hydra.NoInfluence)
	}
}
