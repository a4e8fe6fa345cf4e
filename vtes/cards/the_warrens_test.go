package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Warrens: a Nosferatu reaction for 1 blood during an action directed
// at its Methuselah: +2 intercept, +3 for a titled Nosferatu (card text; §4.2, §4.3).
func TestTheWarrens(t *testing.T) {
	// The Dowager bids 2 stealth, the blocker plays The Warrens, the Dowager
	// adds 1 more: 3 stealth beats an untitled Nosferatu's 2 intercept, not
	// a primogen's 3.
	for _, tc := range []struct {
		blocker string
		blocks  bool
	}{{"Horace Radcliffe", false}, {"Larissa Moreira", true}} {
		t.Run(tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds", "Swallowed by the Night")
			b := readyWithHand(s, 1, tc.blocker, 3, "The Warrens")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "The Dowager", tc.blocker)
			answer(t, g, "Play Lost in Crowds (+2 stealth)", "Play The Warrens",
				"Play Swallowed by the Night (+1 stealth)")
			if got := logged(g, tc.blocker+" blocks The Dowager"); got != tc.blocks {
				t.Errorf("%s blocks 3 stealth: %v, want %v\n%s", tc.blocker, got, tc.blocks,
					logText(g))
			}
			if !tc.blocks {
				wantBlood(t, b, 2) // The Warrens' cost
			}
		})
	}
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		w := s.Hand(1, "The Warrens")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe")
		neverOffered(t, g, "Play The Warrens")
		wantZone(t, w, vtes.ZoneHand)
	})
}
