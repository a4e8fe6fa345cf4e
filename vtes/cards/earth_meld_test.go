package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Earth Meld: strike: combat ends; superior: the vampire also unlocks
// (card text; §6.4; [RTR 20020501]).
func TestEarthMeld(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		locked        bool
	}{{"Hanna Nokelainen", "(combat ends)", true},
		{"Casey Snyder", "(combat ends, unlock)", false}} {
		t.Run(tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Earth Meld")
			mk := s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.vampire, "Mkhokheli")
			answer(t, g, "Play Earth Meld "+tc.mode)
			if g.Combat() != nil {
				answer(t, g, "Hand strike")
			}
			wantLocked(t, v, tc.locked)
			wantBlood(t, v, 3)
			wantBlood(t, mk, 3)
		})
	}
}
