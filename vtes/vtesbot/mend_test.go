package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Touch of Valeren adds 3 blood to any minion, another Methuselah's too:
// scored as a card put in play, every target alike, Opikun gave 3 blood
// to the Brujah's Elen Kamjian. It goes to a vampire of ours missing
// blood, before a bleed, and never to another's (mend.go).
func TestBotMendsItsOwnVampire(t *testing.T) {
	tests := []struct {
		name          string
		malachi       int // Malachi's blood (capacity 6)
		want, notWant string
	}{
		{"Malachi missing 4: mend him", 2, "Touch of Valeren (add 3 blood or life to a minion → Malachi)", ""},
		{"nobody missing blood: bleed", 6, "bleeds", "Touch of Valeren"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := vtes.NewScenario(3, cards.ByName)
			s.Pool(0, 15)
			s.Ready(0, "Opikun", 5)
			s.Ready(0, "Malachi", tt.malachi)
			s.Hand(0, "Touch of Valeren")
			s.Ready(1, "Mkhokheli", 2)
			s.Ready(2, "Mateo García", 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			labels := strings.Join(g.Labels(), "|")
			if !strings.Contains(labels, "Touch of Valeren (add 3 blood or life to a minion → Mkhokheli)") {
				t.Fatalf("no Touch of Valeren on another's vampire among %q", g.Labels())
			}
			got := botPick(t, g)
			if !strings.Contains(got, tt.want) || tt.notWant != "" && strings.Contains(got, tt.notWant) {
				t.Errorf("the bot picks %q, want %q (options %q)", got, tt.want, g.Labels())
			}
		})
	}
}
