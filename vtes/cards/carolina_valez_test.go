package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Carolina Vález: immune to damage from allies and retainers, not from
// vampires (card text; immunefrom.go).
func TestCarolinaValez(t *testing.T) {
	for _, tt := range []struct {
		blocker string
		life    int
		want    int // Carolina's blood after a round of hand strikes
	}{
		{"Double Deuce", 3, 5},
		{"Mkhokheli", 6, 4},
	} {
		t.Run(tt.blocker, func(t *testing.T) {
			s := newScenario(3)
			carolina := s.Ready(0, "Carolina Vález", 5)
			s.Ready(1, tt.blocker, tt.life)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Carolina Vález", tt.blocker)
			finish(t, g) // one round of hand strikes
			wantBlood(t, carolina, tt.want)
		})
	}
}
