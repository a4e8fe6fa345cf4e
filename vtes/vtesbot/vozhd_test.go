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
