package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rebel: archetype trifle on a vampire its Methuselah controls; once each
// turn, as that vampire blocks a titled vampire or a political action, it
// gains 1 blood before block resolution; not for blocking an untitled
// vampire's bleed (card text; §4.1, §14 C14).
func TestRebel(t *testing.T) {
	t.Run("put on a vampire, a trifle", func(t *testing.T) {
		s := newScenario(3)
		ryan := s.Ready(0, "Ryan", 3)
		card := s.Hand(0, "Rebel")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Rebel")
		wantOn(t, g, card, ryan)
		wantPool(t, g, 30, 30, 30)
	})
	// Wauneka (3 blood) blocks; the combat's one round of hand strikes
	// takes 1 blood: 3 left with Rebel's, 2 without.
	for _, tc := range []struct {
		name, actor, play string
		blood             int
	}{
		{"blocks a prince's bleed", "Belinde", "Belinde bleeds", 3},
		{"blocks a political action", "Tamoszius", "Tamoszius: Toreador Justicar", 3},
		{"not an untitled vampire's bleed", "Tamoszius", "Tamoszius bleeds", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.actor, 3, "Toreador Justicar")
			wauneka := readyWithHand(s, 1, "Wauneka", 3, "Enhanced Senses")
			s.Attach(wauneka, "Rebel", 0)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.play, "Block with Wauneka")
			if offered(g, "Play Enhanced Senses") { // the political action's +1 stealth
				answer(t, g, "Play Enhanced Senses (+1 intercept)")
			}
			if !logged(g, "Wauneka blocks "+tc.actor) {
				t.Fatalf("no block\n%s", logText(g))
			}
			finish(t, g)
			wantBlood(t, wauneka, tc.blood)
		})
	}
}
