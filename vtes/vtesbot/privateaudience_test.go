package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Private Audience is only playable before votes and ballots are cast: the
// bot cast its archbishop's votes first and never played it (`kindred sim
// --card-plays` on the Path of Power deck); it plays it first now.
func TestBotPrivateAudienceFirst(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Damian", 3)
	s.Hand(0, "Kine Resources Contested", "Private Audience")
	s.Ready(1, "Alexa Draper", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "Damian: Kine Resources Contested")
	for i := 0; i < 10 && strings.Contains(strings.Join(g.Labels(), "|"), "Do not block"); i++ {
		pick(t, g, "Do not block")
	}
	pick(t, g, "Methuselah 2")
	pick(t, g, "Methuselah 2")
	pick(t, g, "Methuselah 3")
	pick(t, g, "Methuselah 3")
	if got := botPick(t, g); !strings.HasPrefix(got, "Play Private Audience") {
		t.Errorf("the bot picks %q, want Private Audience first (options %q)", got, g.Labels())
	}
}
