package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Saulot's Guiding Wisdom: archetype and title card on an Independent
// Salubri, a unique Independent title worth 2 votes; the Salubri locks
// during any referendum to force a vampire to abstain, and once each
// turn, before range, locks to end a combat of another minion of its
// Methuselah (card text; §9.1).
func TestSaulotsGuidingWisdom(t *testing.T) {
	t.Run("a title of 2 votes, on a Salubri only", func(t *testing.T) {
		s := newScenario(3)
		yael := s.Ready(0, "Yael", 3)
		s.Ready(0, "Horace Radcliffe", 3)
		card := s.Hand(0, "Saulot's Guiding Wisdom")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Saulot's Guiding Wisdom")
		wantOn(t, g, card, yael) // Horace is no Salubri: Yael the only choice
		wantPool(t, g, 29, 30, 30)
		if got := g.TitleOf(yael); got != vtes.IndependentTitle {
			t.Errorf("Yael's title %v, want the Independent title", got)
		}
		wantVotes(t, g, yael, 2)
	})
	t.Run("lock: a vampire abstains", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested")
		s.Ready(1, "Donny Kowalczyk", 3)
		yael := s.Ready(2, "Yael", 3)
		s.Attach(yael, "Saulot's Guiding Wisdom", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		answer(t, g, "Use Saulot's Guiding Wisdom: lock: force a vampire to abstain",
			"Donny Kowalczyk")
		wantLocked(t, yael, true)
		finish(t, g)
		if !logged(g, "The referendum passes (1 for, 0 against)") {
			t.Errorf("Donny's votes still count\n%s", logText(g))
		}
	})
	t.Run("lock: end another minion's combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		yael := s.Ready(1, "Yael", 3)
		s.Attach(yael, "Saulot's Guiding Wisdom", 0)
		madison := s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Madison")
		answer(t, g, "Use Saulot's Guiding Wisdom: lock: end the combat")
		wantLocked(t, yael, true)
		if g.Combat() != nil {
			t.Fatalf("the combat goes on\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, madison, 3)
	})
	t.Run("not for its own combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		yael := s.Ready(1, "Yael", 3)
		s.Attach(yael, "Saulot's Guiding Wisdom", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Yael")
		neverOffered(t, g, "lock: end the combat")
	})
}
