package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// A Vozhd burns an ally or retainer of its Methuselah as it enters play,
// itself among them: rated as a card of ours to help, the one with the
// most life was chosen, the Vozhd itself (5 life), and its 4 pool went
// for nothing. The Owl Companion (1 life) goes now (vozhd.go).
func TestBotVozhdBurnsTheLeast(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 20)
	s.Attach(s.Ready(0, "Clara Hjortshøj", 5), "Owl Companion", 0)
	s.Hand(0, "The Vozhd of Szczecin")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "The Vozhd of Szczecin")
	for i := 0; i < 20 && g.Pending() != nil; i++ {
		labels := strings.Join(g.Labels(), "|")
		if g.Pending().Seat == 0 && strings.Contains(labels, "Owl Companion") && strings.Contains(labels, "The Vozhd of Szczecin") {
			if got := botPick(t, g); !strings.Contains(got, "Owl Companion") {
				t.Errorf("the bot burns %q, want the Owl Companion (options %q)", got, g.Labels())
			}
			return
		}
		pick(t, g, g.Labels()[0])
	}
	t.Fatalf("no choice between the Owl Companion and the Vozhd: %q", g.Labels())
}

// A Vozhd with no other ally or retainer to burn burns itself as it
// enters: its 4 pool for nothing. The bot bleeds instead, and brings out
// a cheap retainer first, to be burnt (vozhd.go).
func TestBotVozhdWaitsForFodder(t *testing.T) {
	tests := []struct {
		name  string
		setup func(s *vtes.Scenario)
		want  string
	}{{
		name: "a Vozhd with nothing else to burn waits",
		setup: func(s *vtes.Scenario) {
			s.Ready(0, "Clara Hjortshøj", 5)
			s.Hand(0, "The Vozhd of Szczecin")
		},
		want: "bleeds",
	}, {
		name: "Szlachta Assistant employed before a bleed while a Vozhd waits",
		setup: func(s *vtes.Scenario) {
			s.Ready(0, "Neserian", 5)
			s.Hand(0, "Szlachta Assistant")
			s.Hand(0, "The Vozhd of Szczecin")
		},
		want: "Szlachta Assistant",
	}, {
		// Neserian's bleed is worth more than an ally (bleedBonus), not
		// more than a Vozhd with a retainer to burn.
		name: "the Vozhd recruited before a bleed beside a retainer to burn",
		setup: func(s *vtes.Scenario) {
			s.Attach(s.Ready(0, "Neserian", 5), "Szlachta Bodyguard", 0)
			s.Hand(0, "The Vozhd of Szczecin")
		},
		want: "The Vozhd of Szczecin",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := vtes.NewScenario(3, cards.ByName)
			s.Pool(0, 30)
			tt.setup(s)
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			if got := botPick(t, g); !strings.Contains(got, tt.want) {
				t.Errorf("the bot picks %q, want %q (options %q)", got, tt.want, g.Labels())
			}
		})
	}
}

// Szlachta Assistant takes 2 pool off a Vozhd's recruit by being burnt;
// when it is the only ally or retainer there, the Vozhd then burns
// itself: the bot pays the 4 pool and keeps the Assistant to burn.
func TestBotKeepsTheVozhdsFodder(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Pool(0, 30)
	s.Attach(s.Ready(0, "Clara Hjortshøj", 5), "Szlachta Assistant", 0)
	s.Hand(0, "The Vozhd of Szczecin")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "The Vozhd of Szczecin")
	for i := 0; i < 20 && g.Pending() != nil; i++ {
		if g.Pending().Seat == 0 && strings.Contains(strings.Join(g.Labels(), "|"), "No") {
			if got := botPick(t, g); got != "No" {
				t.Errorf("the bot answers %q, want No (options %q)", got, g.Labels())
			}
			return
		}
		pick(t, g, g.Labels()[0])
	}
	t.Fatalf("no question of the Szlachta Assistant: %q", g.Labels())
}
