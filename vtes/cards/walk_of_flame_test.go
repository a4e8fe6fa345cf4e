package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Walk of Flame: not in the first round; [tha] 1R aggravated damage,
// [THA] 2R (card text; §6.4, §6.7: aggravated damage a vampire cannot
// mend with blood sends it to torpor). The second round comes from the
// blocker's Telepathic Tracking.
func TestWalkOfFlame(t *testing.T) {
	for _, tt := range []struct {
		vampire, label string
		blood          int // Mkhokheli's after round 1's hand strike and the Tracking
	}{
		{"Lauren", "1R aggravated damage", 4}, // aus dom tha
		{"Nayarana", "2R aggravated damage", 3},
	} {
		t.Run(tt.vampire, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tt.vampire, 4, "Walk of Flame")
			mk := readyWithHand(s, 1, "Mkhokheli", 6, "Telepathic Tracking")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tt.vampire, "Mkhokheli")
			mustNotOffer(t, g, "Play Walk of Flame")
			fightUntil(t, g, "Play Telepathic Tracking (press")
			answer(t, g, "Play Telepathic Tracking (press")
			passUntil(t, g, "Play Walk of Flame")
			answer(t, g, "Play Walk of Flame ("+tt.label+")")
			finish(t, g)
			wantZone(t, mk, vtes.ZoneTorpor)
			wantBlood(t, mk, tt.blood) // the second aggravated damage burns 1 blood
		})
	}
}
