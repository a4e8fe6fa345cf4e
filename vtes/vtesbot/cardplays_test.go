package vtesbot_test

// Cards of the New Blood III and Fifth Edition Lasombra and Hecata decks
// the heuristic bot never played.

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Graverobbing steals another's vampire in torpor: rated as any action
// at a vampire (an attack, below a bleed), the bot never played it in
// 200 games of nb3-lasombra. A vampire taken is worth more than a bleed.
func TestBotGraverobsATorpidVampire(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Azucena", 4)
	s.Hand(0, "Graverobbing")
	s.Torpor(1, "Madison", 2)
	s.Ready(1, "Andi Liu", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if got := botPick(t, g); !strings.Contains(got, "Graverobbing") || !strings.Contains(got, "Madison") {
		t.Errorf("the bot picks %q, want Graverobbing on Madison (%q)", got, g.Labels())
	}
}
