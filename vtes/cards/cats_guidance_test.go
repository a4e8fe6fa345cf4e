package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cats' Guidance: [ani] a locked vampire that blocked unlocks, after the
// combat, and not from torpor; [ANI] +1 intercept (card text; §1.7 reactions, §4.1 step 5; [RBK
// reaction-cards], [RTR 19980623]).
func TestCatsGuidance(t *testing.T) {
	t.Run("inferior: the blocker unlocks after combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 4)
		dowager := readyWithHand(s, 1, "The Dowager", 4, "Cats' Guidance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		wantLocked(t, dowager, true)
		answer(t, g, "Play Cats' Guidance (unlock after blocking) with The Dowager")
		wantLocked(t, dowager, false)
		wantBlood(t, dowager, 3) // the combat was fought first
	})
	t.Run("inferior: not from torpor", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		dowager := s.Ready(1, "The Dowager", 1)
		cg := s.Hand(1, "Cats' Guidance")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Play Roundhouse (hand strike at +3)")
		neverOffered(t, g, "Play Cats' Guidance")
		wantZone(t, dowager, vtes.ZoneTorpor)
		wantZone(t, cg, vtes.ZoneHand)
	})
	t.Run("superior: +1 intercept blocks a hunt", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 4, "The Dowager", 4, "Cats' Guidance")
		answer(t, g, "Horace Radcliffe hunts", "Block with The Dowager")
		answer(t, g, "Play Cats' Guidance (+1 intercept) with The Dowager")
		if !logged(g, "The Dowager blocks Horace Radcliffe") {
			t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g))
		}
	})
}
