package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// An action to enter combat with a minion (vtes.Mode.EntersCombat) is
// offered against ready minions only: "vampires in torpor cannot enter
// combat" (rulebook, Leave Torpor). Issue 16 found Hunting the Beast
// offered against a vampire in torpor; the rule is the offer's, for
// action cards from the hand (Hunting the Beast, Line Brawl) and actions
// a minion or a card in play gives (Theo Bell).
func TestNoCombatWithAVampireInTorpor(t *testing.T) {
	for _, tc := range []struct {
		name, actor, card, offer string
		blood                    int
	}{
		{"Hunting the Beast", "Malachi", "Hunting the Beast",
			"Malachi: Hunting the Beast (enter combat with a vampire → ", 4},
		{"Line Brawl", "Theo Bell", "Line Brawl",
			"Theo Bell: Line Brawl (enter combat with a minion → ", 4},
		{"Theo Bell's own action", "Theo Bell", "",
			"Theo Bell: Theo Bell (enter combat with a minion → ", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, tc.actor, tc.blood)
			if tc.card != "" {
				s.Hand(0, tc.card)
			}
			s.Ready(1, "Whisper", 3)
			s.Torpor(1, "Rayne", 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustOffer(t, g, tc.offer+"Whisper)")
			mustNotOffer(t, g, tc.offer+"Rayne)")
		})
	}
}
