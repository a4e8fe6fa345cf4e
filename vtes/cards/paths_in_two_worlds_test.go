package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Paths in Two Worlds: as the recruit of a wraith or zombie is announced,
// +1 stealth; superior: and 1 blood to unlock after a success; not for
// another action (card text).
func TestPathsInTwoWorlds(t *testing.T) {
	t.Run("[OBL] recruit a wraith, unlock", func(t *testing.T) {
		s := newScenario(3)
		monica := readyWithHand(s, 0, "Monica Giovanni", 3, "Screamer", "Paths in Two Worlds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Screamer (recruit)")
		mustOffer(t, g, "Play Paths in Two Worlds (+1 stealth)")
		answer(t, g, "Play Paths in Two Worlds (+1 stealth, 1 blood to unlock if successful)")
		for !offered(g, "Yes") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Yes")
		wantLocked(t, monica, false)
		wantBlood(t, monica, 2)
	})
	t.Run("[obl] +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nadezhda", 3, "Screamer", "Paths in Two Worlds") // obl
		s.Ready(1, "Mkhokheli", 3)                                            // a blocker: the action waits for him
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nadezhda: Screamer (recruit)")
		before := g.Action().Stealth
		mustNotOffer(t, g, "1 blood to unlock")
		answer(t, g, "Play Paths in Two Worlds (+1 stealth)")
		if a := g.Action(); a == nil || a.Stealth != before+1 {
			t.Fatalf("action %+v, want stealth %d", a, before+1)
		}
	})
	t.Run("not for a bleed", func(t *testing.T) {
		g := minionPhase("Monica Giovanni", 3, "Paths in Two Worlds")
		answer(t, g, "Monica Giovanni bleeds")
		neverOffered(t, g, "Play Paths in Two Worlds")
	})
}
