package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A +1 stealth bleed replaced after the action, by itself from the ash
// heap if its Methuselah wants (replacefromash.go).
var _ = fixture(&vtes.CardDef{ID: 996010, Name: "Test Tenacity", Types: vtes.Action,
	ReplaceFromAsh: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetPrey,
		Stealth: 1, Label: "+1 stealth bleed"}}})

// §1.5.3: the card is not replaced during the action (the hand counts
// it owed); after it, its Methuselah takes it back from the ash heap, or
// draws.
func TestReplaceFromAsh(t *testing.T) {
	for _, tc := range []struct {
		name string
		take bool
	}{{"taken back", true}, {"replaced by a draw", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			s.Ready(0, "Nik Sikko", 3)
			card := s.Hand(0, "Test Tenacity")[0]
			s.Library(0, "Test Haymaker")
			s.Ready(1, "Horace Radcliffe", 3) // a block decision during the action
			g := s.Start(0, 3, vtes.PhaseMinion)
			answer(t, g, "Nik Sikko: Test Tenacity")
			if n, size := len(g.Methuselah(0).Hand), g.HandSize(0); n != 0 || size != 6 {
				t.Errorf("hand %d, size %d during the action, want 0 and 6", n, size)
			}
			for !offered(g, "Yes") {
				answer(t, g, g.Labels()[0])
			}
			if tc.take {
				answer(t, g, "Yes")
			} else {
				answer(t, g, "No")
			}
			hand := g.Methuselah(0).Hand
			if len(hand) != 1 || (hand[0] == card.ID) != tc.take {
				t.Errorf("hand %v, want the card back %v", hand, tc.take)
			}
			if g.HandSize(0) != 7 {
				t.Errorf("hand size %d after the action, want 7", g.HandSize(0))
			}
		})
	}
}
