package cards_test

import (
	"testing"

	"kindred/rivals"
)

// TestPlayConspiracy: spec §4.17 steps 1–3: a Conspiracy is played face
// down by any vampire with 1 Prestige of its player on it (Guv'nah draws:
// a card played face down outside an attack); foes do not see it; its
// player cannot add on the turn of play; shown to a foe, that foe may add
// 1 Prestige during its player's turn and becomes a participant.
func TestPlayConspiracy(t *testing.T) {
	s := scenario(2)
	s.Haven(0, "Guv'nah")
	s.Haven(0, "Hydra")
	s.Haven(1, "Doc")
	s.Hand(0, "All Tied Up")
	s.Library(0, "Mercy")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Play All Tied Up face down with Hydra")
	c := find(g, "All Tied Up")
	if c.Zone != rivals.ZoneConspiracy || c.Tokens() != 1 || g.Players[0].Prestige != 19 || len(g.Players[0].Hand) != 1 {
		t.Fatalf("zone %d, tokens %d, Prestige %d, hand %d", c.Zone, c.Tokens(), g.Players[0].Prestige, len(g.Players[0].Hand))
	}
	if _, ok := g.SeatView(1).Def(c.ID); ok {
		t.Error("Player 2 sees the face-down card")
	}
	if hasLabel(g, "Add 1 Prestige to All Tied Up") {
		t.Error("its player may add on the turn of play")
	}
	answer(t, g, "Show All Tied Up to Player 2", "Add 1 Prestige")
	if _, ok := g.SeatView(1).Def(c.ID); !ok || c.Colours[1] != 1 || g.Players[1].Prestige != 19 {
		t.Errorf("shown %v, Player 2's tokens %d, Prestige %d", ok, c.Colours[1], g.Players[1].Prestige)
	}
}

// TestLostGloryExample: spec §4.17's example and §9.9 item 7: Lost Glory
// (4+) with 2 Prestige of Blue (its player), 1 Orange, 1 Black: Red, who
// did not contribute, drops from 10 to 8 Agenda. The End is Nigh gives its
// player 1 Prestige and 2 Agenda, Velvet 1 Prestige; the Prestige on the
// card goes to the supply.
func TestLostGloryExample(t *testing.T) {
	s := scenario(4)
	s.Haven(0, "Velvet")
	s.Agenda(0, "The End is Nigh")
	s.Haven(1, "Doc")
	s.Haven(2, "Hydra")
	s.Haven(3, "Lixue Chen")
	s.AP(3, 10)
	c := s.Conspiracy(0, "Lost Glory", []int{2, 1, 1, 0}, 1, 2)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Add nothing", "Add nothing") // Players 2 and 3, who have seen it
	if hasLabel(g, "Resolve Lost Glory against Player 2") {
		t.Error("a participant may be targeted")
	}
	answer(t, g, "Resolve Lost Glory against Player 4")
	if g.Players[3].AP != 8 || c.Zone != rivals.ZoneDiscard || c.Tokens() != 0 {
		t.Errorf("Player 4 at %d AP; card in zone %d with %d", g.Players[3].AP, c.Zone, c.Tokens())
	}
	if p := g.Players[0]; p.AP != 2 || p.Prestige != 22 || g.Actions != 0 {
		t.Errorf("Player 1: %d AP, %d Prestige, %d actions", p.AP, p.Prestige, g.Actions)
	}
}

// TestConspiracies: All Tied Up (2+, a Malkavian needed: the foe exhausts
// all their characters), Destroy the Plans (3+: discards 3), Whispering
// Campaign (4+: steal 2 Prestige), Burning Down the House (3+: burn an
// Ongoing card of the foe).
func TestConspiracies(t *testing.T) {
	tests := []struct {
		card   string
		tokens int
		check  func(g *rivals.Game) bool
	}{
		{"All Tied Up", 2, func(g *rivals.Game) bool { return find(g, "Doc").Exhausted }},
		{"Destroy the Plans", 3, func(g *rivals.Game) bool { return len(g.Players[1].Hand) == 0 }},
		{"Whispering Campaign", 4, func(g *rivals.Game) bool { return g.Players[0].Prestige == 22 && g.Players[1].Prestige == 18 }},
		{"Burning Down the House", 3, func(g *rivals.Game) bool { return find(g, "Influencer").Zone == rivals.ZoneBurned }},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			s := scenario(2)
			s.Haven(0, "Karma")
			s.Haven(1, "Doc")
			s.Hand(1, "Mercy", "Greed", "Free Money")
			s.Ongoing(1, "Influencer", 0)
			s.Conspiracy(0, tt.card, []int{tt.tokens, 0})
			g := s.Start(0, 1, rivals.PhaseAction)
			answer(t, g, "Resolve "+tt.card)
			for kind(g) == "rivals.discard" {
				apply(t, g, 0)
			}
			if !tt.check(g) {
				t.Errorf("%s did not take effect", tt.card)
			}
		})
	}
}

// TestTheMadhouse: Leader Ability: "Discard 1 card: Add 1 [prestige] from
// the general supply to a face-down card you control." Everything is
// Connected: "If you have Auspex in your coterie, add 1 Prestige from the
// general supply to each face-down card you control."
func TestTheMadhouse(t *testing.T) {
	s := scenario(2)
	s.HavenCard(0, "The Madhouse")
	s.Leader(s.Haven(0, "Doc")) // Auspex
	s.Haven(1, "Hydra")
	c := s.Conspiracy(0, "Lost Glory", []int{1, 0})
	s.Hand(0, "Mercy", "Everything is Connected")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Doc (The Madhouse): add 1 Prestige", "Mercy", "Play Everything is Connected with Doc")
	if c.Tokens() != 3 || g.Players[0].Prestige != 20 {
		t.Errorf("%d on the card, Prestige %d; want 3, 20", c.Tokens(), g.Players[0].Prestige)
	}
}

// TestFaultyLogic: "Your foe contributes 1 Prestige to a face-down card of
// your choosing. If you resolve that card this turn, you may target that
// foe."
func TestFaultyLogic(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Karma", 1)
	s.Streets(1, "Hydra", 1)
	c := s.Conspiracy(0, "Whispering Campaign", []int{3, 0})
	s.Hand(0, "Faulty Logic")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Karma attacks", "Social", "Faulty Logic")
	if c.Colours[1] != 1 || g.Players[1].Prestige != 19 {
		t.Fatalf("Player 2's tokens %d, Prestige %d", c.Colours[1], g.Players[1].Prestige)
	}
	answer(t, g, "Resolve Whispering Campaign against Player 2")
	if g.Players[1].Prestige != 17 {
		t.Errorf("Player 2 at %d Prestige, want 17", g.Players[1].Prestige)
	}
}
