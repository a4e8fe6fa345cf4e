package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Murder of Crows: an animal retainer employed for 1 blood (+1 stealth,
// §3.5.4), 1 life or 2 superior; it deals 1R environmental damage to the
// opposing minion each round, through a dodge (card text; groups G00016,
// G00017, G00018).
func TestMurderOfCrows(t *testing.T) {
	wantEmployed(t, "Murder of Crows", 1)
	t.Run("1R each round, through a dodge", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.Attach(horace, "Murder of Crows", 1)
		flavio := s.Ready(1, "Flávio Gonçalves", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Flávio")
		answer(t, g, "Flávio Gonçalves: dodge")
		finish(t, g)
		wantBlood(t, flavio, 3)
	})
}
