package vtes_test

// Cards in play other Methuselahs' minions may burn or steal as a Ⓓ
// action (rules/vtes.md §3.5 #7, §4.4; seize.go).

import (
	"testing"

	"kindred/vtes"
)

var (
	// A card in play vampires may steal (Fragment of the Book of Nod,
	// Powerbase: Montreal).
	_ = fixture(&vtes.CardDef{ID: 990930, Name: "Test Relic", Types: vtes.Master,
		Static: vtes.Static{Stealable: true, WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() }}})
	// A card non-Nosferatu minions may burn (Brujah Debate: non-Ventrue).
	_ = fixture(&vtes.CardDef{ID: 990931, Name: "Test Rowdy Hall", Types: vtes.Master,
		Static: vtes.Static{Burnable: true, WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.Def.Clan != "Nosferatu" }}})
	// Equipment burned by an action costing 1 pool, which locks its
	// bearer when it succeeds (Stolen Police Cruiser).
	_ = fixture(&vtes.CardDef{ID: 990932, Name: "Test Patrol Car", Types: vtes.Equipment,
		Static: vtes.Static{Burnable: true, BurnCost: vtes.Cost{Pool: 1},
			OnBurnAction: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) { g.Lock(g.Card(c.Host)) }}})
	// A card whose burn action costs the actor 2 blood.
	_ = fixture(&vtes.CardDef{ID: 990933, Name: "Test Toll Gate", Types: vtes.Master,
		Static: vtes.Static{Burnable: true, BurnCost: vtes.Cost{Blood: 2}}})
	// Equipment any minion may steal.
	_ = fixture(&vtes.CardDef{ID: 990934, Name: "Test Trinket", Types: vtes.Equipment,
		Static: vtes.Static{Stealable: true}})
)

// §3.5 #7: stealing a card in play is a Ⓓ action at the card's
// controller; on success the actor's Methuselah controls it, locked as
// it was.
func TestStealCardAsDirectedAction(t *testing.T) {
	t.Run("success", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(1, "Lenny Burkhead", 3)
		relic := s.InPlay(1, "Test Relic")
		relic.Locked = true
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko steals Test Relic")
		asked(t, g, 1, "vtes.block")
		answer(t, g, "Do not block")
		if relic.Controller != 0 || relic.Zone != vtes.ZoneInPlay || !relic.Locked {
			t.Fatalf("relic controller %d zone %v locked %v; want seat 0's, in play, still locked", relic.Controller, relic.Zone, relic.Locked)
		}
		m := g.Methuselah(0)
		if len(m.InPlay) != 1 || len(g.Methuselah(1).InPlay) != 0 {
			t.Error("the relic moves to seat 0's cards in play")
		}
		if !logged(g, "now controls Test Relic") {
			t.Error("the steal is logged")
		}
	})
	t.Run("blocked", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(1, "Lenny Burkhead", 3)
		relic := s.InPlay(1, "Test Relic")
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko steals Test Relic", "Block with Lenny Burkhead")
		if relic.Controller != 1 {
			t.Error("a blocked steal changes nothing (§4.4)")
		}
	})
	t.Run("equipment moves to the thief", func(t *testing.T) {
		s := newScenario(2)
		nik := s.Ready(0, "Nik Sikko", 3)
		lenny := s.Ready(1, "Lenny Burkhead", 3)
		lenny.Locked = true
		trinket := s.Attach(lenny, "Test Trinket", 0)
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko steals Test Trinket")
		if trinket.Host != nik.ID || trinket.Controller != 0 || len(lenny.Attached) != 0 {
			t.Fatalf("trinket on %d controlled by %d; want on Nik Sikko, seat 0's", trinket.Host, trinket.Controller)
		}
	})
}

// The card says who may take the action: vampires only, non-Nosferatu
// minions only; one's own cards are never offered.
func TestWhoMayBurnOrSteal(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Ready(0, "Underbridge Stray", 1)
	s.InPlay(0, "Test Toll Gate")
	s.Ready(1, "Horace Radcliffe", 3)
	s.InPlay(1, "Test Relic")
	s.InPlay(1, "Test Rowdy Hall")
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustOffer(t, g, "Nik Sikko burns Test Rowdy Hall")
	mustNotOffer(t, g, "Lenny Burkhead burns Test Rowdy Hall")
	mustOffer(t, g, "Underbridge Stray burns Test Rowdy Hall")
	mustOffer(t, g, "Lenny Burkhead steals Test Relic")
	mustNotOffer(t, g, "Underbridge Stray steals Test Relic")
	mustNotOffer(t, g, "burns Test Toll Gate")
}

// §4.4: the action's cost is paid only when it succeeds; an actor that
// cannot pay is not offered it. A success's further effect runs before
// the card burns.
func TestBurnActionCost(t *testing.T) {
	t.Run("pool, paid on success", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		horace := s.Ready(1, "Horace Radcliffe", 3)
		car := s.Attach(horace, "Test Patrol Car", 0)
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Test Patrol Car", "Do not block")
		if pool(g, 0) != 29 || car.Zone != vtes.ZoneAsh || !horace.Locked {
			t.Fatalf("pool %d, car in %v, bearer locked %v; want 29, ash heap, locked", pool(g, 0), car.Zone, horace.Locked)
		}
	})
	t.Run("pool, not paid when blocked", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		horace := s.Ready(1, "Horace Radcliffe", 3)
		car := s.Attach(horace, "Test Patrol Car", 0)
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Test Patrol Car", "Block with Horace Radcliffe")
		if pool(g, 0) != 30 || car.Zone != vtes.ZoneAttached {
			t.Fatalf("pool %d, car in %v; want 30 and the car still on Horace", pool(g, 0), car.Zone)
		}
	})
	t.Run("blood, from the actor", func(t *testing.T) {
		s := newScenario(2)
		nik := s.Ready(0, "Nik Sikko", 3)
		s.Ready(0, "Lenny Burkhead", 1)
		s.Ready(1, "Horace Radcliffe", 3)
		gate := s.InPlay(1, "Test Toll Gate")
		g := s.Start(0, 3, vtes.PhaseMinion)
		mustNotOffer(t, g, "Lenny Burkhead burns Test Toll Gate")
		answer(t, g, "Nik Sikko burns Test Toll Gate", "Do not block")
		if nik.Blood != 1 || gate.Zone != vtes.ZoneAsh {
			t.Fatalf("Nik Sikko blood %d, gate in %v; want 1 and burned", nik.Blood, gate.Zone)
		}
	})
}
