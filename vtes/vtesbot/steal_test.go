package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Far Mastery takes another Methuselah's retainer for the acting
// vampire: rated as a card burnt, under a bleed below 20 pool, it was
// offered some 90 times in 100 games of nb3-tzimisce and played once. A
// card taken is worth more than a bleed of 1 while the actor keeps 2
// blood (steal.go).
func TestBotStealsARetainer(t *testing.T) {
	for _, tc := range []struct {
		blood int // on Clara Hjortshøj; Far Mastery costs 1
		steal bool
	}{
		{4, true},
		{2, false}, // would keep 1: a bleed
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 15)
		s.Ready(0, "Clara Hjortshøj", tc.blood)
		s.Hand(0, "Far Mastery")
		s.Attach(s.Ready(1, "Mkhokheli", 3), "Owl Companion", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		got := botPick(t, g)
		if stole := strings.Contains(got, "Far Mastery"); stole != tc.steal {
			t.Errorf("Clara with %d blood: the bot picks %q, want Far Mastery %v (%q)", tc.blood, got, tc.steal, g.Labels())
		}
	}
}
