package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Abbot: a +1 stealth action by a Sabbat vampire: on it, the vampire
// unlocks; one Abbot a vampire; +1 intercept during actions directed at
// its controller, not during others ([LSJ 20061222]; card text).
func TestAbbot(t *testing.T) {
	t.Run("put on the acting Sabbat vampire, which unlocks", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Surapong", 2, "Abbot", "Abbot")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Surapong: Abbot (put on this vampire, unlock)")
		notBlocked(t, g)
		if len(v.Attached) != 1 || v.Locked {
			t.Fatalf("Surapong: %d cards on it, locked %v; want Abbot on an unlocked vampire",
				len(v.Attached), v.Locked)
		}
		mustNotOffer(t, g, "Surapong: Abbot") // one Abbot a vampire
	})
	t.Run("not by a vampire of another sect", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Abbot")
		mustNotOffer(t, g, "Abbot")
	})
	// Djeneba's bleed and Lenny's hunt come at 1 stealth.
	for _, tc := range []struct {
		name, actor, action string
		active              int
		abbot, blocks       bool
	}{
		{"+1 intercept against a bleed on its controller", "Djeneba", "Djeneba bleeds", 2,
			true, true},
		{"without Abbot, the bleed is not blocked", "Djeneba", "Djeneba bleeds", 2, false, false},
		{"not against a hunt", "Lenny Burkhead", "Lenny Burkhead hunts", 1, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			v := s.Ready(0, "Surapong", 2)
			if tc.abbot {
				s.Attach(v, "Abbot", 0)
			}
			s.Ready(tc.active, tc.actor, 3)
			g := s.Start(tc.active, 2, vtes.PhaseMinion)
			answer(t, g, tc.action, "Block with Surapong")
			if got := logged(g, "Surapong blocks "+tc.actor); got != tc.blocks {
				t.Errorf("Surapong blocks: %v, want %v\n%s", got, tc.blocks, logText(g))
			}
		})
	}
}
