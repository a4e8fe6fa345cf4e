package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Relentlessness, for 1 blood: [cel]/[for] +1 stealth while blocked;
// [CEL]/[FOR] the block attempt fails and that minion cannot attempt to
// block this action again (card text; §4.3).
func TestRelentlessness(t *testing.T) {
	for _, tc := range []struct {
		actor, mode string
	}{
		{"Lyyli Yösydän", "+1 stealth"},
		{"Üresség", "the block attempt fails"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.actor, 3, "Relentlessness")
			s.Ready(1, "Alexa Draper", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.actor, "Alexa Draper")
			answer(t, g, "Play Relentlessness ("+tc.mode+")")
			wantBlood(t, v, 2)
			neverOffered(t, g, "Block with Alexa Draper")
			wantPool(t, g, 30, 29, 30)
		})
	}
}
