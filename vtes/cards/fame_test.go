package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fame goes on a ready vampire; when that vampire goes to torpor its
// controller burns 3 pool; while it stays in torpor, each Methuselah burns
// 1 pool in their own unlock phase (card text, whose earlier printing
// states the same more plainly: the Methuselah whose unlock phase it is
// pays). A second Fame entering play contests the first (§10.1).
func TestFame(t *testing.T) {
	t.Run("played on another Methuselah's vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		mk := s.Ready(1, "Mkhokheli", 3)
		fame := s.Hand(0, "Fame")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fame", "Mkhokheli")
		wantOn(t, g, fame, mk)
	})
	t.Run("torpor: its controller burns 3 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		mk := s.Ready(1, "Mkhokheli", 1)
		s.Attach(mk, "Fame", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Roundhouse (hand strike at +3)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("in torpor: the active Methuselah burns 1 pool", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Torpor(1, "Mkhokheli", 1)
		s.Attach(mk, "Fame", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("a second Fame contests the first", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		first := s.Attach(s.Ready(2, "Nik Sikko", 3), "Fame", 0)
		s.Ready(1, "Mkhokheli", 3)
		second := s.Hand(0, "Fame")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fame", "Mkhokheli")
		if !first.Contested || !second.Contested {
			t.Errorf("two Fames in play, contested: %v and %v; want both (§10.1)",
				first.Contested, second.Contested)
		}
	})
}
