package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tupdog: Visceratika cards cost him 1 blood less; he can enter combat
// with any minion as a Ⓓ action; not unique; after his Methuselah's
// minion phase he is burned and the top crypt card moves to the
// uncontrolled region (card text; §3.4, §10.1).
func TestTupdog(t *testing.T) {
	t.Run("enters combat with a minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Tupdog", 1)
		s.Ready(0, "Ember Wright", 3) // Tremere antitribu: his masters (§10.4)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Tupdog: Tupdog (enter combat with a minion → Mkhokheli)")
		notBlocked(t, g)
		finish(t, g)
		if !logged(g, "Combat: Tupdog against Mkhokheli") {
			t.Errorf("no combat\n%s", logText(g))
		}
		wantBlood(t, mk, 2)
	})
	t.Run("a slave: no directed action without a Tremere antitribu", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Tupdog", 1)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "enter combat")
		mustNotOffer(t, g, "Tupdog bleeds")
	})
	t.Run("burned after the minion phase; a crypt card drawn", func(t *testing.T) {
		s := newScenario(3)
		tupdog := s.Ready(0, "Tupdog", 1)
		s.Crypt(0, "Nik Sikko")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "End the minion phase")
		wantZone(t, tupdog, vtes.ZoneAsh)
		if u := g.UncontrolledVampires(0); len(u) != 1 || u[0].Def.Name != "Nik Sikko" {
			t.Errorf("uncontrolled %v, want Nik Sikko", u)
		}
	})
	t.Run("not unique: a second Tupdog comes in beside the first", func(t *testing.T) {
		s := newScenario(3)
		first := s.Ready(0, "Tupdog", 1)
		second := s.Uncontrolled(0, "Tupdog", 1)
		g := s.Start(0, 3, vtes.PhaseInfluence)
		answer(t, g, "Move Tupdog to your ready region")
		wantZone(t, second, vtes.ZoneReady)
		if first.Contested || second.Contested {
			t.Errorf("a Tupdog is contested")
		}
	})
	vanilla(t, "Tupdog", 1, 0, vtes.Visceratika, vtes.Superior)
}
