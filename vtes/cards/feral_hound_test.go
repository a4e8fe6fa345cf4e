package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Feral Hound: a Ravnos employs it; [ani] after a successful employ
// action the employer unlocks in the discard phase; [ANI] after the
// action instead; lock the hound: +1 intercept to its employer (card
// text; §3.7, §4.3).
func TestFeralHound(t *testing.T) {
	t.Run("[ani] employed, unlocks in the discard phase", func(t *testing.T) {
		s := newScenario(3)
		jf := s.Ready(0, "Jean-François", 3) // ani
		hound := s.Hand(0, "Feral Hound")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Jean-François: Feral Hound (employ, unlock in the discard phase)")
		notBlocked(t, g)
		wantOn(t, g, hound, jf)
		wantBlood(t, hound, 1)
		wantLocked(t, jf, true)
		passUntil(t, g, "Use Feral Hound: unlock the employer")
		if g.Phase != vtes.PhaseDiscard {
			t.Errorf("offered in the %v phase, want the discard phase", g.Phase)
		}
		answer(t, g, "Use Feral Hound: unlock the employer")
		wantLocked(t, jf, false)
	})
	t.Run("[ani] not when the employer acts otherwise", func(t *testing.T) {
		s := newScenario(3)
		jf := s.Ready(0, "Jean-François", 3)
		s.Attach(jf, "Feral Hound", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Jean-François bleeds")
		neverOffered(t, g, "Use Feral Hound: unlock")
	})
	t.Run("[ANI] employed, unlocks after the action", func(t *testing.T) {
		s := newScenario(3)
		trung := s.Ready(0, "Trung Chau Pham", 3) // ANI
		s.Hand(0, "Feral Hound")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trung Chau Pham: Feral Hound (employ, unlock after the action)")
		notBlocked(t, g)
		wantLocked(t, trung, false)
		mustOffer(t, g, "Trung Chau Pham bleeds") // he can act again
	})
	t.Run("lock: +1 intercept to the employer", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, "Laptop Computer") // a +1 stealth action
		jf := s.Ready(1, "Jean-François", 3)
		hound := s.Attach(jf, "Feral Hound", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Laptop Computer (equip)", "Block with Jean-François",
			"Use Feral Hound: lock: +1 intercept to the employer")
		wantLocked(t, hound, true)
		if !logged(g, "Jean-François blocks") {
			t.Errorf("the block fails\n%s", logText(g))
		}
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Feral Hound")
		mustNotOffer(t, g, "Feral Hound")
	})
}
