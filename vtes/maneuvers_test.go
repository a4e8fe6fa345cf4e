package vtes_test

// Optional maneuvers each combat (§6.3): from a minion's own text, or a
// Global card its Methuselah controls.

import (
	"testing"

	"kindred/vtes"
)

var (
	_ = func() *vtes.CardDef {
		d := testVampire(993952, "Test Skirmisher", 6, "Brujah", "pot", vtes.Anarch, vtes.NoTitle)
		d.Static.Maneuvers = vtes.EachCombat(1)
		return d
	}()
	// A location giving each minion of its Methuselah 1 optional maneuver
	// each combat.
	_ = fixture(&vtes.CardDef{ID: 993953, Name: "Test Training Ground", Types: vtes.Master,
		Static: vtes.Static{Global: true, Maneuvers: vtes.EachCombat(1)}})
)

// §6.3: a vampire with 1 optional maneuver each combat may use it while
// range is determined, once in the combat; the next combat it has it again.
func TestManeuversEachCombat(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	sk := s.Ready(1, "Test Skirmisher", 4)
	s.Hand(1, "Test Pursuit")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds Methuselah 2", "Block with Test Skirmisher")
	asked(t, g, 1, "vtes.play") // Nik has nothing to maneuver with
	answer(t, g, "Use an optional maneuver (1 left)")
	if !logged(g, "Test Skirmisher maneuvers: the range is long") {
		t.Fatal("the maneuver is not made")
	}
	for g.Pending() != nil && g.Pending().Kind != "vtes.action" && !offered(g, "Play Test Pursuit") {
		answer(t, g, g.Labels()[0])
	}
	if sk.Blood != 4 {
		t.Errorf("Test Skirmisher has %d blood after round 1 at long range, want 4", sk.Blood)
	}
	answer(t, g, "Play Test Pursuit")
	// Round 2: the maneuver was used up this combat.
	for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
		mustNotOffer(t, g, "Use an optional maneuver")
		answer(t, g, g.Labels()[0])
	}
	if sk.Blood != 3 {
		t.Errorf("Test Skirmisher has %d blood after round 2 at close range, want 3", sk.Blood)
	}
}

// §1.5.6, §6.3: a Global card gives the maneuver to its Methuselah's
// minions only.
func TestManeuversFromGlobalCard(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Lenny Burkhead", 3)
	s.InPlay(1, "Test Training Ground")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds Methuselah 2", "Block with Lenny Burkhead")
	if g.Pending().Seat == 0 { // Nik has none to use
		mustNotOffer(t, g, "Use an optional maneuver")
		answer(t, g, "Pass")
	}
	asked(t, g, 1, "vtes.play")
	mustOffer(t, g, "Use an optional maneuver (1 left)")
}

// Bots and clients see an optional maneuver as OptManeuver, not as a
// press.
func TestOptionInfoManeuver(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Test Skirmisher", 4)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds Methuselah 2", "Block with Test Skirmisher")
	d := g.Pending()
	v := g.View(d.Seat).(*vtes.View)
	found := false
	for i := range d.Options {
		if o := v.Option(d, i); o.Kind == vtes.OptManeuver {
			found = true
		} else if o.Kind == vtes.OptPress {
			t.Errorf("option %d is a press", i)
		}
	}
	if !found {
		t.Errorf("no OptManeuver among %q", g.Labels())
	}
}
