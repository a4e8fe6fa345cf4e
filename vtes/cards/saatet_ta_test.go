package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Saatet-ta: recruited by a Ministry vampire for 2 pool; she locks to
// give a Ministry her Methuselah controls +1 stealth, +1 intercept or +1
// bleed; burned, she is shuffled into her owner's library (card text;
// §3.5.5, §4.3).
func TestSaatetTa(t *testing.T) {
	t.Run("recruited by a Ministry", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aluc Romas de Leon", 3)
		st := s.Hand(0, "Saatet-ta")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon: Saatet-ta (recruit)")
		finish(t, g)
		wantZone(t, st, vtes.ZoneReady)
		wantBlood(t, st, 2)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aluc Romas de Leon", 3)
		st := s.Ready(0, "Saatet-ta", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds", "Use Saatet-ta: lock: +1 bleed to a Ministry")
		finish(t, g)
		wantLocked(t, st, true)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("+1 stealth against a blocker", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aluc Romas de Leon", 3)
		s.Ready(0, "Saatet-ta", 2)
		s.Ready(1, "Mkhokheli", 3) // no intercept: a block at 0 against 0
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds", "Block with Mkhokheli",
			"Use Saatet-ta: lock: +1 stealth to a Ministry")
		finish(t, g)
		if logged(g, "Mkhokheli blocks") {
			t.Errorf("blocked despite Saatet-ta's stealth\n%s", logText(g))
		}
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("+1 intercept to a blocking Ministry", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Ready(1, "Aluc Romas de Leon", 3)
		s.Ready(1, "Saatet-ta", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Kine Resources Contested", "Block with Aluc Romas de Leon",
			"Use Saatet-ta: lock: +1 intercept to a Ministry")
		if !logged(g, "Aluc Romas de Leon blocks") {
			t.Errorf("not blocked with Saatet-ta's intercept\n%s", logText(g))
		}
	})
	t.Run("not for a vampire of another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(0, "Saatet-ta", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds")
		mustNotOffer(t, g, "Use Saatet-ta")
	})
	t.Run("burned: shuffled into the library", func(t *testing.T) {
		s := newScenario(3)
		st := s.Ready(0, "Saatet-ta", 1)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Saatet-ta", "Mkhokheli")
		finish(t, g) // the library is drawn from later: she may be in the hand
		if st.Zone == vtes.ZoneAsh || !logged(g, "Saatet-ta is shuffled into Methuselah 1's library") {
			t.Errorf("not shuffled\n%s", logText(g))
		}
	})
}
