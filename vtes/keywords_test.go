package vtes_test

import (
	"fmt"
	"testing"

	"kindred/vtes"
)

// Vampires with the keywords of §10.4, and an action that brings a
// vampire into play.
var (
	_ = keyword(991301, "Test Infernal Vampire", "Baali", func(d *vtes.CardDef) { d.Infernal = true })
	_ = keyword(991302, "Test Scarce Toreador", "Toreador", func(d *vtes.CardDef) { d.Scarce = true; d.Capacity = 3 })
	_ = keyword(991303, "Test Gargoyle", "Gargoyle", func(d *vtes.CardDef) { d.SlaveOf = "Tremere" })
	_ = keyword(991304, "Test Tremere Master", "Tremere", nil)
	_ = keyword(991305, "Test Sterile Vampire", "Ventrue", func(d *vtes.CardDef) { d.Sterile = true })
	_ = keyword(991306, "Test Cursed Vampire", "Nosferatu", func(d *vtes.CardDef) { d.BloodCurse = true })

	_ = fixture(&vtes.CardDef{ID: 991307, Name: "Test Embrace", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, BringsVampire: true, Label: "embrace"}}})
)

// keyword defines a capacity-5 Camarilla vampire; with sets its keyword.
func keyword(id int, name, clan string, with func(d *vtes.CardDef)) *vtes.CardDef {
	d := testVampire(id, name, 5, clan, "pot", vtes.Camarilla, vtes.NoTitle)
	if with != nil {
		with(d)
	}
	return d
}

// §3.2 item 1, §10.4, §14 C45: an infernal minion does not unlock in its
// controller's unlock phase; the controller may pay 1 pool to unlock it.
func TestInfernalUnlock(t *testing.T) {
	for _, tc := range []struct {
		pay    string
		pool   int
		locked bool
	}{{"Yes", 29, false}, {"No", 30, true}} {
		s := newScenario(2)
		lenny := s.Ready(0, "Lenny Burkhead", 3)
		baali := s.Ready(0, "Test Infernal Vampire", 3)
		lenny.Locked, baali.Locked = true, true
		withLibraries(s, 2)
		g := s.Start(0, 3, vtes.PhaseUnlock)
		asked(t, g, 0, "vtes.choose")
		if lenny.Locked || !baali.Locked {
			t.Fatalf("Lenny locked %v, the infernal vampire locked %v: only Lenny unlocks by itself", lenny.Locked, baali.Locked)
		}
		answer(t, g, tc.pay)
		if pool(g, 0) != tc.pool || baali.Locked != tc.locked {
			t.Errorf("answering %s: pool %d, locked %v; want %d, %v", tc.pay, pool(g, 0), baali.Locked, tc.pool, tc.locked)
		}
	}
}

// §10.4, §14 C39: moving a scarce vampire out costs 3 pool for each
// vampire of its clan its Methuselah already controls, ready or in torpor
// (another Methuselah's do not count, A15).
func TestScarce(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Torpor(0, "Catalina Vega", 3)
	s.Ready(1, "Mkhokheli", 3)
	scarce := s.Uncontrolled(0, "Test Scarce Toreador", 3)
	g := s.Start(0, 4, vtes.PhaseInfluence)
	answer(t, g, "Move Test Scarce Toreador to your ready region (scarce: burn 6 pool)")
	inZone(t, scarce, vtes.ZoneReady)
	if pool(g, 0) != 24 {
		t.Errorf("pool %d, want 30 − 6", pool(g, 0))
	}
}

// §10.4: a slave takes no directed action unless its Methuselah controls
// a ready vampire of its master clan.
func TestSlaveDirectedActions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *vtes.Scenario)
		bleed bool
	}{
		{"alone", func(s *vtes.Scenario) {}, false},
		{"with a Tremere in torpor", func(s *vtes.Scenario) { s.Torpor(0, "Test Tremere Master", 3) }, false},
		{"with a ready Tremere", func(s *vtes.Scenario) { s.Ready(0, "Test Tremere Master", 3).Locked = true }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			s.Ready(0, "Test Gargoyle", 3)
			s.Torpor(1, "Lenny Burkhead", 3)
			tc.setup(s)
			g := s.Start(0, 3, vtes.PhaseMinion)
			mustOffer(t, g, "Test Gargoyle hunts")
			if offered(g, "Test Gargoyle bleeds") != tc.bleed || offered(g, "Test Gargoyle rescues Lenny") != tc.bleed {
				t.Errorf("directed actions offered: %q; want them %v", g.Labels(), tc.bleed)
			}
		})
	}
}

// §10.4, A17: when a minion of its master clan is blocked, its Methuselah
// may lock an unlocked slave: the acting minion unlocks and the slave
// fights the blocker instead; the action stays blocked.
func TestSlaveTakesOverTheCombat(t *testing.T) {
	s := newScenario(2)
	master := s.Ready(0, "Test Tremere Master", 3)
	gargoyle := s.Ready(0, "Test Gargoyle", 4)
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Test Tremere Master bleeds", "Block with Lenny Burkhead")
	asked(t, g, 0, "vtes.choose")
	answer(t, g, "Lock Test Gargoyle: it fights instead")
	if master.Locked || !gargoyle.Locked {
		t.Fatalf("the master locked %v, the slave locked %v; want the master unlocked, the slave locked", master.Locked, gargoyle.Locked)
	}
	if !logged(g, "Combat: Test Gargoyle against Lenny Burkhead") || logged(g, "Combat: Test Tremere Master") {
		t.Fatal("the slave should fight the blocker instead")
	}
	if pool(g, 1) != 30 || master.Blood != 3 || gargoyle.Blood != 3 {
		t.Errorf("pool %d, master %d blood, slave %d: the bleed stays blocked, the slave takes the damage", pool(g, 1), master.Blood, gargoyle.Blood)
	}
}

// §10.4: a sterile vampire takes no action that brings a vampire into
// play.
func TestSterile(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Test Sterile Vampire", 3)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Embrace")
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustOffer(t, g, "Nik Sikko: Test Embrace")
	mustNotOffer(t, g, "Test Sterile Vampire: Test Embrace")
}

// §10.4, §7.4: a Blood Cursed vampire never commits diablerie: it may
// rescue a torpid vampire but not diablerize it, nor diablerize a vampire
// leaving torpor that it blocked (§7.2: the action just fails).
func TestBloodCurse(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Test Cursed Vampire", 3)
	s.Torpor(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustOffer(t, g, "Test Cursed Vampire rescues Lenny Burkhead")
	mustNotOffer(t, g, "Test Cursed Vampire diablerizes")

	s = newScenario(2)
	cursed := s.Ready(0, "Test Cursed Vampire", 3)
	s.Attach(cursed, "Raven Spy", 1) // +1 intercept
	horace := s.Torpor(1, "Horace Radcliffe", 3)
	withLibraries(s, 2)
	g = s.Start(1, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe leaves torpor", "Block with Test Cursed Vampire")
	inZone(t, horace, vtes.ZoneTorpor)
	if logged(g, "diablerie") {
		t.Error("a Blood Cursed blocker commits no diablerie")
	}
}

// A Toreador of another Methuselah, for legacy2005.scarceCountsAll.
var _ = keyword(992301, "Test Rival Toreador", "Toreador", func(d *vtes.CardDef) { d.Capacity = 4 })

// §14 C39: a scarce vampire costs 3 pool per vampire of its clan you
// control (another Methuselah's do not count); under
// legacy2005.scarceCountsAll (2005, §10.4) everyone's count.
func TestLegacyScarceCountsAll(t *testing.T) {
	for _, tc := range []struct {
		legacy bool
		cost   int
	}{{false, 6}, {true, 9}} {
		s := newScenario(2)
		o := vtes.DefaultOptions()
		o.ScarceCountsAll = tc.legacy
		s.Options(o)
		s.Ready(0, "Nik Sikko", 3)
		s.Torpor(0, "Catalina Vega", 3)
		s.Ready(1, "Test Rival Toreador", 3)
		s.Uncontrolled(0, "Test Scarce Toreador", 3)
		g := s.Start(0, 4, vtes.PhaseInfluence)
		answer(t, g, fmt.Sprintf("Move Test Scarce Toreador to your ready region (scarce: burn %d pool)", tc.cost))
		if pool(g, 0) != 30-tc.cost {
			t.Errorf("scarceCountsAll=%v: pool %d, want %d", tc.legacy, pool(g, 0), 30-tc.cost)
		}
	}
}
