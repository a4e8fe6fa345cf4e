package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Secret Passage: on a ready minion its Methuselah controls, one to a
// minion; while it is ready and the target of a directed action, burn it
// to make the action fail (card text; actionfail.go).
func TestSecretPassage(t *testing.T) {
	const use = "Use Secret Passage: burn: the action directed at this minion fails"
	t.Run("put on a ready minion you control, one to a minion", func(t *testing.T) {
		s := newScenario(3)
		braden := s.Ready(0, "Braden White", 3)
		s.Ready(1, "Mkhokheli", 3)
		card := s.Hand(0, "Secret Passage", "Secret Passage")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Secret Passage")
		wantOn(t, g, card, braden) // the only ready minion of its Methuselah
		neverOffered(t, g, "Play Secret Passage")
	})
	fails := func(t *testing.T, declineFirst bool) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 4, "Harass")
		braden := s.Ready(1, "Braden White", 3)
		passage := s.Attach(braden, "Secret Passage", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		passUntil(t, g, "Harass")
		answer(t, g, "Harass")
		if declineFirst {
			decline(t, g) // not as it is announced
			passUntil(t, g, "Do not block")
			answer(t, g, "Do not block")
		}
		passUntil(t, g, use)
		answer(t, g, use)
		wantZone(t, passage, vtes.ZoneAsh)
		if !logged(g, "The action of Mkhokheli fails") || logged(g, "Combat:") {
			t.Errorf("want the action failed, no combat\n%s", logText(g))
		}
	}
	t.Run("the action fails as it is announced", func(t *testing.T) { fails(t, false) })
	t.Run("or once the blocks are over", func(t *testing.T) { fails(t, true) })
	t.Run("not during an action aimed elsewhere", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		braden := s.Ready(1, "Braden White", 3)
		s.Attach(braden, "Secret Passage", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		neverOffered(t, g, "Use Secret Passage")
	})
}
