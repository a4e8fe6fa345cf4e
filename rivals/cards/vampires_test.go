package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestGuards: "Guard — This character may block ranged attacks." Each
// Core Guard blocks a Ranged attack on its party.
func TestGuards(t *testing.T) {
	for _, guard := range []string{"Skunk", "Sweetums", "Karma", "Lolita", "John Kartunen", "Ty Smith", "Humberto Garcia", "Nancy Witt"} {
		t.Run(guard, func(t *testing.T) {
			s := scenario(2)
			s.Streets(0, "Randolph Marz", 1)
			s.Streets(1, "Hydra", 1)
			g2 := s.Streets(1, guard, 1)
			g := s.Start(0, 1, rivals.PhaseAction)
			answer(t, g, "Randolph Marz attacks", "Hydra", "Ranged", "Block with "+guard)
			if !g2.Exhausted {
				t.Errorf("%s did not block", guard)
			}
		})
	}
}

// TestAttackerAbilities: Brother (Party — Exhaust: +1 damage), Beretta
// (Attacker — Pay 1 Blood: this Ranged attack deals +1), Inmate #745943
// (Attacker — Pay 1 Prestige: +2), Hydra (Attacker — Pay 1 Blood: draw 1
// card), each in step 9 of an attack on Lixue Chen (Physical 1, Mental 0).
func TestAttackerAbilities(t *testing.T) {
	tests := []struct {
		attacker, other, typ, card, use string
		lost, blood, prestige           int // Lixue's loss; the attacker's Blood lost; Prestige paid
	}{
		{"Skunk", "Brother", "Physical", "", "Brother: +1 damage", 1 + 1 - 1, 0, 0},
		{"Beretta", "", "Ranged", ".38 Special", "Beretta: this Ranged attack deals +1 damage", 2 + 1 - 1, 1, 0},
		{"Inmate #745943", "", "Mental", "", "Inmate #745943: +2 damage", 0 + 2, 0, 1},
		{"Hydra", "", "Mental", "", "Hydra: draw 1 card", 0, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.attacker, func(t *testing.T) {
			s := scenario(2)
			a := s.Streets(0, tt.attacker, 1)
			if tt.other != "" {
				s.Streets(0, tt.other, 1)
			}
			lixue := s.Streets(1, "Lixue Chen", 1)
			s.Library(0, "Humiliate")
			if tt.card != "" {
				s.Hand(0, tt.card)
			}
			g := s.Start(0, 1, rivals.PhaseAction)
			answer(t, g, tt.attacker+" attacks", tt.typ)
			if tt.card != "" {
				answer(t, g, tt.card)
			}
			answer(t, g, tt.use)
			pass(t, g)
			if lost := 6 - lixue.Blood; lost != tt.lost {
				t.Errorf("Lixue lost %d, want %d", lost, tt.lost)
			}
			if paid := a.Def.BP - a.Blood; paid != tt.blood {
				t.Errorf("%s paid %d Blood, want %d", tt.attacker, paid, tt.blood)
			}
			if paid := 20 - g.Players[0].Prestige; paid != tt.prestige {
				t.Errorf("paid %d Prestige, want %d", paid, tt.prestige)
			}
			if tt.attacker == "Hydra" && len(g.Players[0].Hand) != 1+len(tt.card) {
				t.Errorf("Hydra drew %d cards", len(g.Players[0].Hand))
			}
		})
	}
}

// TestMontgomeryWhite: "Party — This party has +1 Shield during ranged
// attacks." Hydra's Ranged .38 Special (2) on Bad Penny (Physical 0) in
// Montgomery's party: 1.
func TestMontgomeryWhite(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	penny := s.Streets(1, "Bad Penny", 1)
	s.Streets(1, "Montgomery White", 1)
	s.Hand(0, ".38 Special")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Bad Penny", "Ranged", ".38 Special")
	pass(t, g)
	if penny.Blood != 3 {
		t.Errorf("Bad Penny at %d Blood, want 3", penny.Blood)
	}
}
