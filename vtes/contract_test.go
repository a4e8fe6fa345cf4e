package vtes_test

// Contracts and "about to leave the ready region" (contract.go,
// leaving.go), with test cards holding just the clause each test checks.

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

var (
	// A contract: choose a ready vampire you control, put this on a
	// minion of your prey; the chosen vampire may enter combat with it as
	// a Ⓓ action; as that minion is about to leave the ready region, burn
	// this card for 1 pool.
	_ = fixture(&vtes.CardDef{ID: 990970, Name: "Test Contract", Types: vtes.Master, Contract: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "contract",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				chosen := g.Choose(p.Seat, g.ReadyMinions(p.Seat))
				target := g.Choose(p.Seat, g.ReadyMinions(g.Prey(p.Seat)))
				g.PutContract(p.Card, target, chosen)
			}}},
		Static: vtes.Static{
			Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, Label: "enter combat",
				Legal: vtes.ByChosenOnHost, Resolve: func(g *vtes.Game, p *vtes.Play) { g.Fight(p.Minion, p.Target) }}},
			OnLeavingReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
				if g.Host(c) == m {
					g.Burn(c)
					g.GainPool(c.Controller, 1)
				}
			}}})

	// A card in play giving 2 pool after a minion that carried a contract
	// leaves the ready region, even if the contract burned on the way.
	_ = fixture(&vtes.CardDef{ID: 990971, Name: "Test Broker", Types: vtes.Master,
		Static: vtes.Static{OnLeaveReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
			g.GainPool(c.Controller, 2*len(g.ContractsLeaving(m)))
		}}})
)

// A contract played names its chosen vampire; that vampire, and no other
// minion, gets the contract's action against the minion it is on.
func TestContractChosen(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Contract")
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Contract")
	var contract *vtes.Card
	for _, id := range lenny.Attached {
		contract = g.Card(id)
	}
	if contract == nil || g.ContractChosen(contract) != nik {
		t.Fatalf("the contract is on Lenny Burkhead with Nik Sikko chosen")
	}
	if cs := g.ContractsChosen(nik); len(cs) != 1 || cs[0] != contract {
		t.Errorf("Nik Sikko is chosen for one contract, got %v", cs)
	}
	mustOffer(t, g, "Nik Sikko: Test Contract (enter combat → Lenny Burkhead)")
	// The chosen vampire is public: the views show it, in both languages.
	for lang, want := range map[engine.Lang]string{engine.English: "+Test Contract (for Nik Sikko)", engine.French: "+Test Contract (pour Nik Sikko)"} {
		if text := string(g.View(1).(*vtes.View).AppendText(nil, lang)); !strings.Contains(text, want) {
			t.Errorf("view lacks %q:\n%s", want, text)
		}
	}
	// §13.6: sent back face down to its uncontrolled region (Banishment),
	// it is named only to its own Methuselah.
	g.ToUncontrolled(nik)
	for seat, named := range []bool{true, false} {
		text := string(g.View(seat).(*vtes.View).AppendText(nil, engine.English))
		if got := strings.Contains(text, "(for Nik Sikko)"); got != named {
			t.Errorf("seat %d's view names the chosen vampire: %v, want %v:\n%s", seat+1, got, named, text)
		}
	}
}

// "About to leave the ready region" runs before the move, with the cards
// still on the minion; what it carried is known to the triggers after
// the move, though the contract burned on the way (ruling [PIB 20150512]
// for The Black Throne).
func TestContractLeaving(t *testing.T) {
	for _, how := range []string{"retreat", "burn"} {
		t.Run(how, func(t *testing.T) {
			s := newScenario(2)
			nik := s.Ready(0, "Nik Sikko", 3)
			s.InPlay(0, "Test Broker")
			lenny := s.Ready(1, "Lenny Burkhead", 3)
			contract := s.Attach(lenny, "Test Contract", 0)
			contract.Links[0] = nik.ID
			contract.Owner, contract.Controller = 0, 0 // seat 0's master card
			if how == "retreat" {
				s.Hand(1, "Test Retreat")
				g := s.Start(1, 3, vtes.PhaseMinion)
				answer(t, g, "Lenny Burkhead: Test Retreat", "Do not block")
				inZone(t, lenny, vtes.ZoneUncontrolled)
				if pool(g, 0) != 33 {
					t.Errorf("pool %d, want 33: 1 from the contract, 2 from the patron", pool(g, 0))
				}
			} else {
				g := s.Start(1, 3, vtes.PhaseMinion)
				g.Burn(lenny)
				if pool(g, 0) != 33 {
					t.Errorf("pool %d, want 33: 1 from the contract, 2 from the patron", pool(g, 0))
				}
				if len(g.ContractsLeaving(lenny)) != 0 {
					t.Errorf("the departure is forgotten once the burn is over")
				}
			}
			inZone(t, contract, vtes.ZoneAsh)
		})
	}
}
