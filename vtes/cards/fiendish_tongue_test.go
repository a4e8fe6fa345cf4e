package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fiendish Tongue: a Sabbat vampire's Ⓓ bleed at +1; Anarchs get -1
// intercept during it; a Tzimisce who bleeds successfully can burn 1 blood
// in the discard phase to unlock, not a vampire of another clan (card
// text; §3.7, §4.3).
func TestFiendishTongue(t *testing.T) {
	for _, tc := range []struct {
		vampire string
		unlocks bool
	}{{"Lawbringer", true}, {"Surapong", false}} {
		t.Run(tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Fiendish Tongue")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": Fiendish Tongue (bleed at +1 bleed)")
			notBlocked(t, g)
			wantPool(t, g, 30, 28, 30)
			wantLocked(t, v, true)
			if !tc.unlocks {
				neverOffered(t, g, "Yes")
				return
			}
			untilAsked(t, g, "Lawbringer: burn 1 blood to unlock?")
			answer(t, g, "Yes")
			wantLocked(t, v, false)
			wantBlood(t, v, 2)
		})
	}
	for _, tc := range []struct {
		blocker string
		blocks  bool
	}{{"Aluc Romas de Leon", false}, {"Mkhokheli", true}} {
		t.Run(tc.blocker+" blocks", func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Surapong", 3, "Fiendish Tongue")
			s.Ready(1, tc.blocker, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Surapong: Fiendish Tongue", "Block with "+tc.blocker)
			if got := logged(g, tc.blocker+" blocks Surapong"); got != tc.blocks {
				t.Errorf("%s blocks: %v, want %v\n%s", tc.blocker, got, tc.blocks, logText(g))
			}
		})
	}
	t.Run("not by a vampire of another sect", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Fiendish Tongue")
		mustNotOffer(t, g, "Fiendish Tongue")
	})
}
