package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Deep Song: [ani] a bleed at +1; [ANI] a directed action that locks a
// vampire and enters combat with it, the target counting as the acting
// minion (card text; §3.5.1, §6.1; [ANK 20200702]).
func TestDeepSong(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Horace Radcliffe", 3, "Deep Song")
		answer(t, g, "Horace Radcliffe: Deep Song (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		if g.Edge != 0 {
			t.Errorf("Edge at %d, want seat 0", g.Edge)
		}
	})
	t.Run("superior: lock and fight, the target acting", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "Deep Song")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Horace Radcliffe: Deep Song (enter combat with and lock a vampire → Mkhokheli)",
			"Do not block")
		finish(t, g)
		wantLocked(t, mk, true)
		if !logged(g, "Combat: Mkhokheli against Horace Radcliffe") {
			t.Errorf("the target is not the acting minion of the combat\n%s", logText(g))
		}
		wantBlood(t, mk, 2)
	})
}
