package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Stanislava (ANI CEL DOM FOR PRO, capacity 11), Camarilla Gangrel Inner
// Circle: +2 bleed; allies cannot block her; the retainers of the minion
// in combat with her lose their abilities (card text; §3.5.1, §4.2).
func TestStanislava(t *testing.T) {
	// Her prey has a werewolf ally and a vampire employing a Murder of
	// Crows (1 damage to the opposing minion each round).
	start := func() (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		st := s.Ready(0, "Stanislava", 5)
		s.Ready(1, "Double Deuce", 3)
		lenny := s.Ready(1, "Lenny Burkhead", 4)
		s.Attach(lenny, "Murder of Crows", 1)
		return s.Start(0, 2, vtes.PhaseMinion), st, lenny
	}
	t.Run("+2 bleed, allies cannot block her", func(t *testing.T) {
		g, _, _ := start()
		answer(t, g, "Stanislava bleeds")
		mustNotOffer(t, g, "Block with Double Deuce")
		mustOffer(t, g, "Block with Lenny Burkhead")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		vanilla(t, "Stanislava", 11, 4, vtes.Protean, vtes.Superior) // Inner Circle: 4 votes
	})
	t.Run("the blocker's retainer loses its abilities", func(t *testing.T) {
		g, st, lenny := start()
		blockedBleed(t, g, "Stanislava", "Lenny Burkhead")
		finish(t, g) // one round of hand strikes; the crows do nothing
		wantBlood(t, st, 4)
		wantBlood(t, lenny, 3)
	})
}
