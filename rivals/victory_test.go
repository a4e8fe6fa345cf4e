package rivals_test

import (
	"testing"

	"kindred/rivals"
)

// TestEliminateYourRivalWins: spec §5.2, §5.3 item 2: defeating the last
// active vampire of your Rival eliminates them and wins at once, after the
// attack.
func TestEliminateYourRivalWins(t *testing.T) {
	s := scenario(3)
	s.Streets(0, "Hydra", 1)
	flick := s.Streets(1, "Flick", 2)
	flick.Blood = 1
	s.Haven(2, "Doc")
	s.Rival(0, 1)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass")
	if g.Pending() != nil {
		t.Fatalf("the game goes on: %q", kind(g))
	}
	r := g.Result()
	if len(r.Winners) != 1 || r.Winners[0] != 0 || r.Reason.String() != "A player eliminated their Rival." {
		t.Errorf("result %+v (%s)", r, r.Reason)
	}
	if !g.Players[1].Eliminated || g.Players[1].AP != 0 {
		t.Errorf("Player 2: eliminated %v, %d AP", g.Players[1].Eliminated, g.Players[1].AP)
	}
}

// TestEliminationCompensates: spec §5.3 item 3: eliminated by a foe whose
// Rival they are not, the Rival-token holder of the eliminated player
// gains 3 AP; the eliminated player's AP are lost; the most AP wins.
func TestEliminationCompensates(t *testing.T) {
	s := scenario(3)
	s.Streets(0, "Hydra", 1)
	flick := s.Streets(1, "Flick", 2)
	flick.Blood = 1
	s.Haven(2, "Doc")
	s.Rival(0, 2).Rival(2, 1).Rival(1, 0)
	s.AP(0, 2).AP(1, 9).AP(2, 0)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass")
	r := g.Result()
	// Player 3 holds Player 2's Rival token: 0 + 3 = 3 > Player 1's 2.
	if g.Players[2].AP != 3 || len(r.Winners) != 1 || r.Winners[0] != 2 {
		t.Errorf("Player 3 at %d AP; winners %v", g.Players[2].AP, r.Winners)
	}
	if r.Scores[1] != 0 {
		t.Errorf("the eliminated player scores %v", r.Scores[1])
	}
}

// TestThirteenAPWins: spec §5.1, §5.3 item 1: 13 AP wins at once once the
// attack is over (a Citizen's 1 AP here).
func TestThirteenAPWins(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	s.Haven(1, "Doc")
	s.City("Cop")
	s.Hand(0, "Baseball Bat")
	s.AP(0, 12)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Cop", "Physical", "Baseball Bat", "Pass", "Attach")
	if r := g.Result(); g.Pending() != nil || len(r.Winners) != 1 || r.Winners[0] != 0 || r.Reason.String() != "13 Agenda points reached." {
		t.Errorf("pending %q, result %+v", kind(g), r)
	}
}

// TestTieBreaks: spec §5.3: the active player, then the most Prestige,
// then the highest player number (CHOICE-TIE3), via the turn limit's
// most-AP decision.
func TestTieBreaks(t *testing.T) {
	tests := []struct {
		name     string
		ap       [3]int
		prestige [3]int
		winner   int
	}{
		{"most AP", [3]int{3, 5, 4}, [3]int{10, 10, 10}, 1},
		{"active player", [3]int{5, 5, 5}, [3]int{1, 10, 10}, 0},
		{"most Prestige", [3]int{1, 5, 5}, [3]int{10, 12, 11}, 1},
		{"highest number", [3]int{1, 5, 5}, [3]int{10, 11, 11}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := scenario(3)
			for seat := range 3 {
				s.Haven(seat, []string{"Hydra", "Doc", "Velvet"}[seat])
				s.AP(seat, tt.ap[seat]).Prestige(seat, tt.prestige[seat])
			}
			g := s.Start(0, 1, rivals.PhaseEnd)
			if r := g.Result(); len(r.Winners) != 1 || r.Winners[0] != tt.winner {
				t.Errorf("winners %v, want seat %d", r.Winners, tt.winner)
			}
		})
	}
}

// TestTorporToZeroPrestigeEliminates: spec §4.9 step 5, §5.2: the torpor
// Prestige is placed even from a pool of 1, and the player is eliminated.
func TestTorporToZeroPrestigeEliminates(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)
	flick := s.Streets(1, "Flick", 2)
	flick.Blood = 1
	s.Haven(1, "Doc")
	s.Prestige(1, 1)
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Physical", "Pass")
	if !g.Players[1].Eliminated || g.Players[1].Prestige != 0 || flick.Blood != 1 {
		t.Errorf("Player 2: eliminated %v, Prestige %d; Flick %d Blood", g.Players[1].Eliminated, g.Players[1].Prestige, flick.Blood)
	}
	if r := g.Result(); len(r.Winners) != 1 || r.Winners[0] != 0 {
		t.Errorf("winners %v", r.Winners)
	}
}

// TestTorporWithEmptyPool: spec §4.9 step 5: a player whose pool is
// already empty (eliminated in the same attack) has no Prestige to put on
// a second vampire going to torpor: the pool stays at 0.
func TestTorporWithEmptyPool(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Hydra", 1)   // Celerity
	s.Streets(0, "Beretta", 1) // Celerity
	flick := s.Streets(1, "Flick", 2)
	karma := s.Streets(1, "Karma", 2)
	flick.Blood, karma.Blood = 1, 1
	s.Prestige(1, 1)
	s.Hand(0, "Drive-By")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "Hydra attacks", "Flick", "Ranged", "Drive-By", "Do not block")
	if kind(g) == "rivals.ability" {
		answer(t, g, "Pass")
	}
	if p := g.Players[1]; p.Prestige != 0 || !p.Eliminated || flick.Zone != rivals.ZoneTorpor || karma.Zone != rivals.ZoneTorpor {
		t.Errorf("Player 2: Prestige %d, eliminated %v; Flick zone %d, Karma zone %d", p.Prestige, p.Eliminated, flick.Zone, karma.Zone)
	}
}

// TestEveryoneEliminated: CHOICE-MULTIELIM: both players out at once (a
// Distraction redirect burns the foe's last vampire, the S.A.D. the
// player's): nobody is left, the game is a draw.
func TestEveryoneEliminated(t *testing.T) {
	s := scenario(2)
	hydra := s.Haven(0, "Hydra")
	hydra.Blood = 1
	doc := s.Haven(1, "Doc")
	doc.Blood = 1
	s.Ongoing(0, "Distraction", 0)
	s.City("Special Affairs Division", "Special Affairs Division")
	g := s.Start(0, 1, rivals.PhaseAction)
	answer(t, g, "End the Action phase", "Yes", "1 damage")
	if r := g.Result(); g.Pending() != nil || len(r.Winners) != 0 || r.Reason.String() != "A player was eliminated; the player with the most Agenda points wins." {
		t.Errorf("pending %q, result %+v (%s)", kind(g), r, r.Reason)
	}
}
