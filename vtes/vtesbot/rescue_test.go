package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// A rescue costs 2 blood between the rescuer and the rescued (rules/vtes.md
// §7.3): from 3 blood between them, it leaves two vampires that can only
// hunt; the bot rescued rather than bled (the Salubri: 10 rescues and 27
// hunts in 66 actions). With blood to spare the rescue still comes first.
func TestBotRescuesWhenItPays(t *testing.T) {
	tests := []struct {
		name        string
		blood, torp int
		want        string
	}{
		{"2 blood and 1 in torpor: bleed", 2, 1, "Malachi bleeds"},
		{"4 blood and none in torpor: rescue", 4, 0, "Malachi rescues Opikun"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := vtes.NewScenario(3, cards.ByName)
			s.Ready(0, "Malachi", tt.blood)
			s.Torpor(0, "Opikun", tt.torp)
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			labels := strings.Join(g.Labels(), "|")
			if !strings.Contains(labels, "rescue") || !strings.Contains(labels, "bleeds") {
				t.Fatalf("no rescue or bleed among %q", g.Labels())
			}
			if got := botPick(t, g); !strings.Contains(got, tt.want) {
				t.Errorf("the bot picks %q, not %q (options %q)", got, tt.want, g.Labels())
			}
		})
	}
}
