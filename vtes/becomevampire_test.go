package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// An action card that becomes a 1-capacity Ministry vampire and lets its
// Methuselah search for a Discipline master card for it (Waters of Duat,
// Childe of the Revolution).
var _ = fixture(&vtes.CardDef{ID: 994610, Name: "Test Spawning", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, BringsVampire: true, Label: "becomes a vampire",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BecomeVampire(p.Card, p.Seat, "Ministry", vtes.NoSect)
			g.DisciplineSearch(p.Card)
		}}}})

// A library card become a vampire: capacity 1, its clan, ready, unlocked
// and empty, so it must hunt (§14 C17); a Discipline master card found for
// it adds a level and a capacity (§1.6); non-unique, so a second one does
// not contest the first; back in the ash heap it is a library card again
// (G00054 [LSJ 20020115]).
func TestBecomeVampire(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Marcel", 4)
	s.Ready(0, "Crystal Lynn", 5)
	spawn := s.Hand(0, "Test Spawning", "Test Spawning")
	s.Library(0, "Test Fortitude")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Marcel: Test Spawning")
	passToNextActionOrSearch(t, g)
	answer(t, g, "Test Fortitude")
	c := spawn[0]
	if !c.IsVampire() || !c.BecameVampire() || c.Zone != vtes.ZoneReady {
		t.Fatalf("Test Spawning: vampire %v, zone %s; want a vampire in the ready region\n%s", c.IsVampire(), c.Zone, gameLog(g))
	}
	if c.Def.Clan != "Ministry" || g.Capacity(c) != 2 || g.Level(c, vtes.Fortitude) != vtes.Inferior {
		t.Errorf("clan %q capacity %d fortitude %d; want Ministry, 2 (1 and the master card), inferior", c.Def.Clan, g.Capacity(c), g.Level(c, vtes.Fortitude))
	}
	if !logged(g, "Test Spawning becomes a vampire of capacity 1 (Ministry)") {
		t.Errorf("no log line\n%s", gameLog(g))
	}
	// Unlocked and empty, it must hunt before anything else (§14 C17): the
	// hunt is the only choice, so it is taken at once.
	passToNextAction(t, g)
	if !logged(g, "Test Spawning hunts: +1 blood") || c.Blood != 1 || !c.Locked {
		t.Fatalf("the new vampire did not hunt: blood %d, locked %v\n%s", c.Blood, c.Locked, gameLog(g))
	}
	// A second copy is not unique: both stay in play, uncontested.
	answer(t, g, "Crystal Lynn: Test Spawning")
	passToNextActionOrSearch(t, g)
	if spawn[1].Zone != vtes.ZoneReady || spawn[0].Contested || spawn[1].Contested {
		t.Fatalf("the second copy: zone %s, contested %v/%v\n%s", spawn[1].Zone, spawn[0].Contested, spawn[1].Contested, gameLog(g))
	}
	invariants(t, g)
	// Moved to the uncontrolled region, it stays a vampire (G00054 [RTR
	// 19990712]).
	g.ToUncontrolled(spawn[1])
	if spawn[1].Zone != vtes.ZoneUncontrolled || !spawn[1].IsVampire() {
		t.Errorf("in the uncontrolled region: zone %s, vampire %v", spawn[1].Zone, spawn[1].IsVampire())
	}
	invariants(t, g)
	h := g.Hash()
	g.Burn(c)
	if c.IsVampire() || c.Printed() != nil || c.Def.ID != 994610 || c.Zone != vtes.ZoneAsh {
		t.Errorf("burned: vampire %v, id %d, zone %s; want the library card in the ash heap", c.IsVampire(), c.Def.ID, c.Zone)
	}
	if g.Hash() == h {
		t.Error("the hash did not change")
	}
}

// passToNextActionOrSearch declines the action's decisions until the
// Discipline search or the next action is asked.
func passToNextActionOrSearch(t *testing.T, g *vtes.Game) {
	t.Helper()
	for i := 0; g.Pending() != nil && g.Pending().Kind != "vtes.action" && !offered(g, "Do not search"); i++ {
		if i > 50 {
			t.Fatalf("the action does not end: %q", g.Labels())
		}
		answer(t, g, "Pass")
	}
}
