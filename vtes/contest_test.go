package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// contestNik sets seat 0 with Nik Sikko ready (and Lenny Burkhead), and
// seat 1 bringing out its own Nik Sikko in its influence phase: the
// second copy in play makes both contested (§10.1).
func contestNik(t *testing.T, pool0 int) (g *vtes.Game, nik0, nik1 *vtes.Card) {
	t.Helper()
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.TurnLimit = 8
	s.Options(o)
	nik0 = s.Ready(0, "Nik Sikko", 2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Pool(0, pool0)
	nik1 = s.Uncontrolled(1, "Nik Sikko", 3)
	for seat := range 2 { // libraries: no withdrawals to declare (§8.3)
		s.Library(seat, "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse")
	}
	g = s.Start(1, 3, vtes.PhaseInfluence)
	answer(t, g, "Move Nik Sikko to your ready region")
	return g, nik0, nik1
}

// §10.1: a unique card entering play while another Methuselah controls a
// copy makes every copy contested: face down, out of play, locked. Each
// of its controller's unlock phases the contester pays 1 pool or yields
// (burns) it. When the others have yielded, the survivor turns face up
// and unlocks in its controller's next unlock phase.
func TestContestedVampire(t *testing.T) {
	g, nik0, nik1 := contestNik(t, 30)
	if !nik0.Contested || !nik1.Contested || !nik0.Locked {
		t.Fatalf("contested %v/%v, locked %v: both copies contested, locked", nik0.Contested, nik1.Contested, nik0.Locked)
	}
	// Seat 0's unlock phase: pay or yield.
	asked(t, g, 0, "vtes.yield")
	answer(t, g, "Pay 1 pool to keep contesting Nik Sikko")
	if pool(g, 0) != 29 {
		t.Errorf("pool %d after paying the contest, want 29", pool(g, 0))
	}
	asked(t, g, 0, "vtes.action")
	mustNotOffer(t, g, "Nik Sikko") // out of play: no action
	if !nik0.Locked {
		t.Error("a contested card does not unlock")
	}
	answer(t, g, "End the minion phase", "End the discard phase")

	// Seat 1's unlock phase: it yields; its copy burns.
	asked(t, g, 1, "vtes.yield")
	answer(t, g, "Yield Nik Sikko")
	inZone(t, nik1, vtes.ZoneAsh)
	answer(t, g, "End the discard phase")

	// Seat 0's next unlock phase: the contest is over.
	asked(t, g, 0, "vtes.action")
	if nik0.Contested || nik0.Locked {
		t.Errorf("the surviving copy: contested %v, locked %v; want face up and unlocked", nik0.Contested, nik0.Locked)
	}
	mustOffer(t, g, "Nik Sikko bleeds")
	invariants(t, g)
}

// §10.1, A2: paying the contest with the last pool is allowed, and ousts.
func TestContestPaidWithLastPool(t *testing.T) {
	g, _, _ := contestNik(t, 1)
	asked(t, g, 0, "vtes.yield")
	answer(t, g, "Pay 1 pool")
	if !g.Methuselah(0).Ousted {
		t.Error("paying the last pool should oust")
	}
}

// §14 C13: a Methuselah never contests a card with themself: a second copy
// of a vampire they control stays in the uncontrolled region, however much
// blood it has.
func TestSecondCopyOfYourVampireStaysUncontrolled(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 2)
	copy2 := s.Uncontrolled(0, "Nik Sikko", 3)
	other := s.Uncontrolled(0, "Mateo García", 2)
	g := s.Start(0, 4, vtes.PhaseInfluence)
	mustNotOffer(t, g, "Move Nik Sikko to your ready region")
	mustOffer(t, g, "Move Mateo García to your ready region")
	answer(t, g, "End the influence phase")
	inZone(t, copy2, vtes.ZoneUncontrolled)
	inZone(t, other, vtes.ZoneUncontrolled)
}

// §10.3: a contested card is not a valid target.
func TestContestedCardIsNoTarget(t *testing.T) {
	g, _, _ := contestNik(t, 30)
	answer(t, g, "Pay 1 pool")
	asked(t, g, 0, "vtes.action")
	// Lenny could rescue or diablerize a torpid vampire, or burn a card:
	// nothing of the contested Nik is offered to anyone.
	for _, l := range g.Labels() {
		if l != "End the minion phase" && l != "Lenny Burkhead bleeds Methuselah 2" && l != "Lenny Burkhead hunts" {
			t.Errorf("unexpected option %q", l)
		}
	}
}
