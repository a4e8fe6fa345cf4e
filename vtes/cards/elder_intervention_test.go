package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Elder Intervention, for 1 blood, during a bleed against its Methuselah:
// +2 intercept, replaced only after the action; not during another
// action (card text; §4.3, §1.5.3; [RTR 19960530]).
func TestElderIntervention(t *testing.T) {
	t.Run("+2 intercept, replaced after the action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arjun Shah", 3, "Lost in Crowds", "Wind Dance") // a strike to choose: the combat waits
		anita := readyWithHand(s, 1, "Anita Wainwright", 3, "Elder Intervention",
			"Immortal Grapple")
		s.Library(1, "Blur")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Anita Wainwright")
		fightUntil(t, g, "Play Lost in Crowds")
		answer(t, g, "Play Lost in Crowds")
		answer(t, g, "Play Elder Intervention (+2 intercept) with Anita Wainwright")
		fightUntil(t, g, "Play Wind Dance")
		if n := len(g.Methuselah(1).Hand); n != 1 {
			t.Errorf("hand %d during the action, want 1", n)
		}
		for g.Action() != nil && g.Pending() != nil {
			if offered(g, "Hand strike") {
				answer(t, g, "Hand strike")
				continue
			}
			decline(t, g)
		}
		if !logged(g, "Anita Wainwright blocks Arjun Shah") {
			t.Errorf("no block\n%s", logText(g))
		}
		if n := len(g.Methuselah(1).Hand); n != 2 {
			t.Errorf("hand %d after the action, want 2", n)
		}
		_ = anita
	})
	t.Run("a bleed redirected to its Methuselah ([RTR 19960530])", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Leumeah", 3, "Bait and Switch")
		readyWithHand(s, 3, "Anita Wainwright", 3, "Elder Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Leumeah",
			"Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Bait and Switch", "Methuselah 4", "Block with Anita Wainwright")
		answer(t, g, "Play Elder Intervention (+2 intercept) with Anita Wainwright")
		for g.Action() != nil && g.Pending() != nil {
			if offered(g, "Hand strike") {
				answer(t, g, "Hand strike")
				continue
			}
			decline(t, g)
		}
		if !logged(g, "Anita Wainwright blocks Lenny Burkhead") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not during another action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arjun Shah", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Anita Wainwright", 3, "Elder Intervention")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah hunts")
		neverOffered(t, g, "Play Elder Intervention")
	})
}
