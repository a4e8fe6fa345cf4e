package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Hungry Coyote: a location; Sabbat vampires its controller controls
// get +1 hunt; a vampire of another sect, or another Methuselah's Sabbat
// vampire, hunts for 1 (card text; §14 C20).
func TestTheHungryCoyote(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		hc := s.Hand(0, "The Hungry Coyote")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Hungry Coyote")
		wantZone(t, hc, vtes.ZoneInPlay)
		wantPool(t, g, 28, 30, 30)
	})
	for _, tc := range []struct {
		name, hunter string
		owner, want  int
	}{
		{"a Sabbat vampire: +2 blood", "Loonar", 0, 3},
		{"a Camarilla vampire: +1", "Bret Stryker", 0, 2},
		{"another Methuselah's Coyote: +1", "Loonar", 1, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.InPlay(tc.owner, "The Hungry Coyote")
			v := s.Ready(0, tc.hunter, 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.hunter+" hunts")
			finish(t, g)
			wantBlood(t, v, tc.want)
		})
	}
}
