package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Vozhd of Szczecin: once each combat, discard a Protean card to
// prevent 2 damage; in another Methuselah's minion phase a Tzimisce burns
// 1 blood to unlock it, and it may block (card text).
func TestTheVozhdOfSzczecin(t *testing.T) {
	t.Run("discard a Protean card: prevent 2", func(t *testing.T) {
		s := newScenario(3)
		vozhd := s.Ready(0, "The Vozhd of Szczecin", 5)
		s.Hand(0, "Sculpt the Flesh")
		readyWithHand(s, 1, "Horace Radcliffe", 5, "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Vozhd of Szczecin (enter combat with a vampire → Horace Radcliffe)",
			"Do not block", "Play Roundhouse (hand strike at +2)")
		fightUntil(t, g, "discard a Protean card: prevent 2 damage")
		answer(t, g, "discard a Protean card: prevent 2 damage")
		finish(t, g)
		wantBlood(t, vozhd, 4) // 3 damage, 2 prevented
		if !inAshHeap(g, "Sculpt the Flesh") {
			t.Error("Sculpt the Flesh is not discarded")
		}
	})
	t.Run("a Tzimisce unlocks it to block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 4)
		vozhd := s.Ready(1, "The Vozhd of Szczecin", 5)
		vozhd.Locked = true
		saan := s.Ready(1, "Saankaláxt", 4)
		saan.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "a Tzimisce burns 1 blood: unlock", "Block with The Vozhd of Szczecin")
		wantBlood(t, saan, 3)
	})
}

// inAshHeap: a card named name is in some ash heap.
func inAshHeap(g *vtes.Game, name string) bool {
	for s := range g.Seats() {
		for _, id := range g.Methuselah(s).Ash {
			if g.Card(id).Def.Name == name {
				return true
			}
		}
	}
	return false
}
