package rivals_test

import (
	"testing"

	"kindred/rivals"
)

// TestClaimPrince: spec §4.5, §4.16.3: a ready vampire in the Streets
// exhausts to claim the Prince lying there; with no foe attacking, it
// takes the Title; its Secrecy is 0 even in its Haven, and at the start of
// its controller's turn they gain 1 Prestige and 1 AP.
func TestClaimPrince(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	s.Haven(1, "Doc")
	s.City("Prince of the City")
	g := s.Turns(3).Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra claims the Prince of the City", "Let the claim be")
	// Player 1 has nothing more to do: Player 2's turn has begun.
	if !g.IsPrince(hydra) || !hydra.Exhausted || g.Active != 1 {
		t.Fatalf("Hydra Prince %v, exhausted %v; active seat %d", g.IsPrince(hydra), hydra.Exhausted, g.Active)
	}
	endTurn(t, g) // Player 2
	// Player 1's third turn began: Hydra is back in the Haven, Secrecy 0.
	if p := g.Players[0]; p.Prestige != 21 || p.AP != 1 {
		t.Errorf("Player 1: Prestige %d, AP %d; want 21, 1", p.Prestige, p.AP)
	}
	if hydra.Zone != rivals.ZoneHaven || g.Secrecy(hydra) != 0 || g.Secrecy(find(g, "Doc")) != 1 {
		t.Errorf("Hydra in zone %d, Secrecy %d; Doc's %d", hydra.Zone, g.Secrecy(hydra), g.Secrecy(find(g, "Doc")))
	}
}

// TestClaimCounterAttacks: spec §4.5: each foe may exhaust a ready vampire,
// even in its Haven, to attack the claimant: no block, no Reaction; only
// the foe whose Rival is the claimant's controller may play an Attack card.
// A claimant defeated leaves the Prince in the Streets (CHOICE-PRINCEFAIL).
func TestClaimCounterAttacks(t *testing.T) {
	s := scenario(3)
	flick := s.Streets(0, "Flick", 1) // BP 3, Physical 0
	s.Streets(0, "Sweetums", 1)       // a Guard in the claimant's party: no block
	s.Haven(1, "Doc")                 // Player 2: Rival Player 3 (no card)
	s.Haven(2, "Hydra")               // Player 3: Rival Player 1 (may play a card)
	s.Hand(1, "Throat Rip")
	s.Hand(2, "Throat Rip")
	s.Hand(0, "Insanity Defense")
	s.City("Prince of the City")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Flick claims the Prince of the City")
	// Player 2: Doc attacks; no Attack card offered (the attack-card
	// decision has a single option and is not asked).
	answer(t, g, "Attack with Doc", "Mental")
	// Doc's Mental 2 − Flick's 1 = 1.
	if flick.Blood != 2 || kind(g) != "rivals.counter" {
		t.Fatalf("Flick at %d Blood, pending %q", flick.Blood, kind(g))
	}
	answer(t, g, "Attack with Hydra", "Physical", "Throat Rip", "Pass")
	// 1 + 1 (Hydra has Potence) + 2 − 0 = 4: Flick is defeated.
	if flick.Zone != rivals.ZoneTorpor || find(g, "Prince of the City").Zone != rivals.ZoneStreets {
		t.Errorf("Flick in zone %d, the Prince in zone %d", flick.Zone, find(g, "Prince of the City").Zone)
	}
	if g.Players[2].AP != 1 {
		t.Errorf("Player 3 has %d AP, want 1 (Flick is their Rival's)", g.Players[2].AP)
	}
}

// TestPrinceTransfer: spec §4.16.3, CHOICE-PRINCEDEST: the Prince's holder
// defeated by a player's attack goes to the attacker; defeated by the
// S.A.D., the Prince returns to the Streets.
func TestPrinceTransfer(t *testing.T) {
	s := scenario(2)
	hydra := s.Streets(0, "Hydra", 1)
	flick := s.Streets(1, "Flick", 1)
	flick.Blood = 1
	s.Haven(1, "Doc")
	s.Attach(flick, "Prince of the City")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass")
	if !g.IsPrince(hydra) {
		t.Errorf("Hydra did not take the Prince from Flick")
	}

	s = scenario(2)
	s.Haven(0, "Hydra")
	karma := s.Haven(0, "Karma")
	karma.Blood = 1
	s.Attach(karma, "Prince of the City")
	s.Haven(1, "Doc")
	s.City("Special Affairs Division")
	g = s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase", "Karma")
	if karma.Zone != rivals.ZoneBurned || find(g, "Prince of the City").Zone != rivals.ZoneStreets {
		t.Errorf("Karma in zone %d, the Prince in zone %d", karma.Zone, find(g, "Prince of the City").Zone)
	}
}
