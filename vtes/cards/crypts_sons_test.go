package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Crypt's Sons: its Anarch blocked, burn 1 life before the block resolves
// to lock the blocker and continue as if unblocked, with no combat; in
// combat it deals 1R damage each round (card text; §4.1, §6).
func TestCryptsSons(t *testing.T) {
	t.Run("the blocker locked, the bleed goes on", func(t *testing.T) {
		s := newScenario(3)
		saan := s.Ready(0, "Saankaláxt", 4)
		sons := s.Attach(saan, "Crypt's Sons", 3)
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Saankaláxt", "Mkhokheli")
		answer(t, g, "burn 1 life: lock the blocker, continue as if unblocked")
		finish(t, g)
		if logged(g, "Combat: Saankaláxt against Mkhokheli") {
			t.Error("a combat took place")
		}
		wantLocked(t, mk, true)
		wantBlood(t, sons, 2)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("1R damage each round", func(t *testing.T) {
		s := newScenario(3)
		saan := s.Ready(0, "Saankaláxt", 4)
		s.Attach(saan, "Crypt's Sons", 3)
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Saankaláxt", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 2) // the hand strike and the retainer's 1
	})
}
