package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Vivienne Géroux can be given to another Methuselah as an action of one
// of her Methuselah's vampires: the bot, rating it as any card action,
// would give its own ally away.
func TestBotKeepsVivienne(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Marcel", 4)
	s.Ready(0, "Vivienne Géroux", 2)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if got := botPick(t, g); strings.Contains(got, "give Vivienne") {
		t.Errorf("the bot gives Vivienne away: %s", got)
	}
}
