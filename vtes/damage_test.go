package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §6.7 step 2: unprevented damage to a vampire. Normal damage is healed
// by burning blood, one blood a point; a point it cannot heal wounds it.
// Aggravated damage cannot be healed: the first point wounds an unwounded
// vampire; each point on a wounded vampire costs 1 blood, or burns it if
// it has none. A wounded vampire that survives goes to torpor. Normal
// damage is handled first. The first three rows are the rulebook's
// examples; the others its shortcut ([P]: X blood, X+1 normal is torpor;
// X+2 with an aggravated point is destruction) and the edges.
func TestDamageResolution(t *testing.T) {
	for _, tc := range []struct {
		name              string
		blood, normal, ag int
		zone              vtes.Zone
		left              int
	}{
		{"1 blood, 1 aggravated: torpor with 1 blood", 1, 0, 1, vtes.ZoneTorpor, 1},
		{"2 blood, 3 aggravated: torpor with 0", 2, 0, 3, vtes.ZoneTorpor, 0},
		{"1 blood, 2 normal, 1 aggravated: burned", 1, 2, 1, vtes.ZoneAsh, 0},
		{"3 blood, 3 normal: healed, still ready", 3, 3, 0, vtes.ZoneReady, 0},
		{"3 blood, 4 normal: torpor", 3, 4, 0, vtes.ZoneTorpor, 0},
		{"2 blood, 3 normal, 1 aggravated: burned", 2, 3, 1, vtes.ZoneAsh, 0},
		{"0 blood, 1 normal: torpor", 0, 1, 0, vtes.ZoneTorpor, 0},
		{"4 blood, 1 aggravated: torpor with 4", 4, 0, 1, vtes.ZoneTorpor, 4},
	} {
		s := newScenario(2)
		s.Ready(0, "Lenny Burkhead", 3)
		v := s.Ready(1, "Catalina Vega", tc.blood)
		g := s.Start(0, 3, vtes.PhaseMinion)
		g.Damage(v, tc.normal, tc.ag)
		if v.Zone != tc.zone || v.Blood != tc.left {
			t.Errorf("%s: %s with %d blood, want %s with %d", tc.name, v.Zone, v.Blood, tc.zone, tc.left)
		}
		invariants(t, g)
	}
}

// A23: a vampire in torpor is already wounded: normal damage costs blood
// (nothing more happens without it); each aggravated point costs 1 blood
// or burns it.
func TestDamageToTorpidVampire(t *testing.T) {
	for _, tc := range []struct {
		name              string
		blood, normal, ag int
		zone              vtes.Zone
		left              int
	}{
		{"2 blood, 3 normal", 2, 3, 0, vtes.ZoneTorpor, 0},
		{"2 blood, 1 aggravated", 2, 0, 1, vtes.ZoneTorpor, 1},
		{"1 blood, 2 aggravated", 1, 0, 2, vtes.ZoneAsh, 0},
	} {
		s := newScenario(2)
		s.Ready(0, "Lenny Burkhead", 3)
		v := s.Torpor(1, "Catalina Vega", tc.blood)
		g := s.Start(0, 3, vtes.PhaseMinion)
		g.Damage(v, tc.normal, tc.ag)
		if v.Zone != tc.zone || v.Blood != tc.left {
			t.Errorf("%s: %s with %d blood, want %s with %d", tc.name, v.Zone, v.Blood, tc.zone, tc.left)
		}
	}
}

// §6.9, §6.8: an ally or a retainer loses 1 life per point of damage,
// aggravated or not, and is burned at 0 life; it never goes to torpor.
func TestDamageToAlliesAndRetainers(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	stray := s.Ready(1, "Underbridge Stray", 2)
	dowager := s.Ready(1, "The Dowager", 3)
	spy := s.Attach(dowager, "Raven Spy", 2)
	g := s.Start(0, 3, vtes.PhaseMinion)

	g.Damage(stray, 0, 1)
	if stray.Blood != 1 || stray.Zone != vtes.ZoneReady {
		t.Fatalf("the Stray: %d life in the %s after 1 aggravated; want 1, ready", stray.Blood, stray.Zone)
	}
	g.Damage(stray, 1, 0)
	inZone(t, stray, vtes.ZoneAsh)

	g.Damage(spy, 1, 1)
	inZone(t, spy, vtes.ZoneAsh)
	if len(dowager.Attached) != 0 {
		t.Error("the burned retainer is still on the Dowager")
	}
	invariants(t, g)
}

// §6.7 step 1: the damaged minion may play prevention cards one at a time
// before the damage is applied. (Test Stone Skin prevents 1.)
func TestDamagePrevention(t *testing.T) {
	s := newScenario(2)
	n, catalina := nathanielAttacks(s, 4, "Catalina Vega", 4)
	s.Hand(0, "Roundhouse")
	s.Hand(1, "Test Stone Skin", "Test Stone Skin")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Catalina Vega")
	answer(t, g, "Play Roundhouse (hand strike at +3)")
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play Test Stone Skin")
	asked(t, g, 1, "vtes.play") // another, one at a time
	answer(t, g, "Play Test Stone Skin")
	if catalina.Blood != 2 || catalina.Zone != vtes.ZoneReady {
		t.Errorf("Catalina: %d blood in the %s; 4 damage less 2 prevented, want 2, ready", catalina.Blood, catalina.Zone)
	}
	if n.Blood != 3 {
		t.Errorf("Nathaniel has %d blood, want 3", n.Blood)
	}
}
