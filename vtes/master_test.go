package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §3.3: a Methuselah has 1 master phase action: after one master card,
// no other can be played this phase (the cards in play may still be
// used).
func TestMasterPhaseOneAction(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	s.Hand(0, "Blood Doll", "Minion Tap")
	g := s.Start(0, 3, vtes.PhaseMaster)
	asked(t, g, 0, "vtes.master")
	mustOffer(t, g, "Play Minion Tap")
	answer(t, g, "Play Blood Doll")
	if len(lenny.Attached) != 1 {
		t.Fatalf("Blood Doll is not on Lenny")
	}
	asked(t, g, 0, "vtes.master")
	mustNotOffer(t, g, "Play Minion Tap")
	mustOffer(t, g, "Use Blood Doll") // a card in play, not an MPA
	answer(t, g, "End the master phase")
	asked(t, g, 0, "vtes.action")
}

// §1.5.6, §3.3: a master card's pool cost is paid by its Methuselah.
func TestMasterCardCostIsPaid(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	labyrinth := s.Hand(0, "The Labyrinth")[0]
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play The Labyrinth")
	if pool(g, 0) != 29 {
		t.Errorf("pool %d after The Labyrinth (cost 1), want 29", pool(g, 0))
	}
	inZone(t, labyrinth, vtes.ZoneInPlay)
	if labyrinth.Locked {
		t.Error("a location enters play unlocked (§1.6)")
	}
}

// §1.5.4, D13: a master card with a clan requirement needs a ready minion
// of that clan under its Methuselah's control: one in torpor does not
// count, nor one controlled by someone else.
func TestMasterCardClanRequirement(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *vtes.Scenario)
		legal bool
	}{
		{"only a Nosferatu", func(s *vtes.Scenario) { s.Ready(0, "Lenny Burkhead", 3) }, false},
		{"a Toreador in torpor", func(s *vtes.Scenario) {
			s.Ready(0, "Lenny Burkhead", 3)
			s.Torpor(0, "Nik Sikko", 1)
		}, false},
		{"another Methuselah's Toreador", func(s *vtes.Scenario) {
			s.Ready(0, "Lenny Burkhead", 3)
			s.Ready(1, "Nik Sikko", 1)
		}, false},
		{"a ready Toreador", func(s *vtes.Scenario) { s.Ready(0, "Nik Sikko", 1) }, true},
	} {
		s := newScenario(2)
		tc.setup(s)
		s.Hand(0, "Art Museum", "Minion Tap")
		g := s.Start(0, 3, vtes.PhaseMaster)
		asked(t, g, 0, "vtes.master")
		if got := offered(g, "Play Art Museum"); got != tc.legal {
			t.Errorf("%s: Art Museum (Toreador) playable = %v, want %v: %q", tc.name, got, tc.legal, g.Labels())
		}
	}
}

// §1.5.6: a Methuselah cannot play a master card whose pool cost they
// cannot pay.
func TestMasterCardNeedsThePool(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 1)
	s.Pool(0, 2)
	s.Hand(0, "Art Museum", "Minion Tap") // Art Museum costs 2
	g := s.Start(0, 3, vtes.PhaseMaster)
	mustOffer(t, g, "Play Art Museum")

	s = newScenario(2)
	s.Ready(0, "Nik Sikko", 1)
	s.Pool(0, 1)
	s.Hand(0, "Art Museum", "Minion Tap")
	g = s.Start(0, 3, vtes.PhaseMaster)
	mustNotOffer(t, g, "Play Art Museum")
}

// §1.6, §14 C14: a trifle played successfully gives 1 more master phase
// action, at most once a master phase: a second trifle is an ordinary
// master card.
func TestTrifle(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Hand(0, "Test Trifle", "Test Trifle", "Minion Tap")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Trifle")
	asked(t, g, 0, "vtes.master")
	if p := prompt(g); p != "Master phase: 1 master phase action(s) left." {
		t.Fatalf("after a trifle: %q, want 1 action left", p)
	}
	answer(t, g, "Play Test Trifle")
	asked(t, g, 0, "vtes.action") // the second trifle used the last action
}
