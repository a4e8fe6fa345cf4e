package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Touch of Valeren, for 1 blood: prevent all the damage of the opposing
// strike (card text). The bot paid its blood to prevent 1 damage it could
// take: it pays now only for more damage than the blood, or to stay out
// of torpor (prevention.go).
func TestBotPreventsWhatIsWorthItsBlood(t *testing.T) {
	tests := []struct {
		name   string
		blood  int
		strike string // Horace Radcliffe's strike, strength 1
		want   bool
	}{
		{"1 damage to 5 blood: not worth 1 blood", 5, "Hand strike", false},
		{"3 damage (Roundhouse): worth 1 blood", 5, "Play Roundhouse (hand strike at +2)", true},
		{"1 damage to a vampire with 1 blood: as much", 1, "Hand strike", false},
	}
	t.Run("1 damage to an empty vampire, Touch of Valeren from outside: torpor", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Horace Radcliffe", 5)
		s.Ready(1, "Madison", 0)
		s.Ready(1, "Sakhar", 3)
		s.Hand(1, "Touch of Valeren")
		g := s.Start(0, 2, vtes.PhaseMinion)
		pick(t, g, "Horace Radcliffe bleeds")
		pick(t, g, "Block with Madison")
		for i := 0; i < 30 && g.Pending() != nil; i++ {
			if strings.Contains(strings.Join(g.Labels(), "|"), "to your minion) with Sakhar") {
				if got := botPick(t, g); !strings.Contains(got, "Touch of Valeren") {
					t.Errorf("the bot picks %q: Madison goes to torpor (options %q)", got, g.Labels())
				}
				return
			}
			pick(t, g, g.Labels()[0])
		}
		t.Fatalf("Touch of Valeren never offered: %q", g.Labels())
	})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := vtes.NewScenario(3, cards.ByName)
			s.Ready(0, "Horace Radcliffe", 5)
			s.Hand(0, "Roundhouse")
			s.Ready(1, "Opikun", tt.blood)
			s.Hand(1, "Touch of Valeren")
			g := s.Start(0, 2, vtes.PhaseMinion)
			pick(t, g, "Horace Radcliffe bleeds")
			for i := 0; i < 30 && g.Pending() != nil; i++ {
				labels := strings.Join(g.Labels(), "|")
				switch d := g.Pending(); {
				case strings.Contains(labels, "Play Touch of Valeren (prevent all damage from the strike)"):
					got := strings.Contains(botPick(t, g), "Touch of Valeren")
					if got != tt.want {
						t.Errorf("the bot plays Touch of Valeren: %v, want %v (options %q)", got, tt.want, g.Labels())
					}
					return
				case strings.Contains(labels, "Block with Opikun"):
					pick(t, g, "Block with Opikun")
				case d.Seat == 0 && strings.Contains(labels, tt.strike):
					pick(t, g, tt.strike)
				default:
					pick(t, g, g.Labels()[0])
				}
			}
			t.Fatalf("Touch of Valeren never offered: %q", g.Labels())
		})
	}
}
