package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Unthinkable Humiliation, as the action is announced: a minion burns 1
// blood to attempt to block it, and one with none cannot attempt
// (group G00088); [POT]/[PRE] each attempt is also at -1 intercept (card
// text; §4.3).
func TestUnthinkableHumiliation(t *testing.T) {
	t.Run("inferior: the blocker pays 1 blood; none, no block", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lika, The Purger", 3, "Unthinkable Humiliation") // pot
		alexa := s.Ready(1, "Alexa Draper", 3)
		s.Ready(1, "Madison", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lika, The Purger bleeds",
			"Play Unthinkable Humiliation (blockers burn 1 blood or life)")
		mustNotOffer(t, g, "Block with Madison")
		answer(t, g, "Block with Alexa Draper")
		finish(t, g)
		for _, line := range []string{"Alexa Draper: blood 3 → 2.\nAlexa Draper blocks", "Alexa Draper: blood 2 → 1 (damage)"} {
			if !logged(g, line) {
				t.Errorf("no %q\n%s", line, logText(g))
			}
		}
		wantBlood(t, alexa, 1)
	})
	t.Run("an ally pays life, not its last", func(t *testing.T) {
		for _, life := range []int{1, 2} {
			s := newScenario(3)
			readyWithHand(s, 0, "Lika, The Purger", 3, "Unthinkable Humiliation")
			s.Ready(1, "47th Street Royals", life)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Lika, The Purger bleeds",
				"Play Unthinkable Humiliation (blockers burn 1 blood or life)")
			if got := offered(g, "Block with 47th Street Royals"); got != (life == 2) {
				t.Errorf("an ally with %d life offered to block: %v", life, got)
			}
		}
	})
	t.Run("superior: -1 intercept as well", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Concordia", 3, "Unthinkable Humiliation") // PRE
		alexa := s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Concordia bleeds",
			"Play Unthinkable Humiliation (blockers burn 1 blood or life, -1 intercept)",
			"Block with Alexa Draper")
		finish(t, g)
		wantBlood(t, alexa, 2)
		wantPool(t, g, 30, 29, 30)
	})
}
