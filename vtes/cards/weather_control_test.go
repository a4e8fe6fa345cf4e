package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Weather Control, before range in the first round: both combatants take
// 1 unpreventable environmental damage now and before range each round
// ([RTR 19970630]); superior: 1 more each later round; one per vampire
// each combat; not after the first round (card text; §14 C34).
func TestWeatherControl(t *testing.T) {
	for _, tc := range []struct {
		label  string
		round2 string
	}{{"1 damage to both each round", "takes 1 damage"},
		{"1 damage to both, +1 each later round", "takes 2 damage"}} {
		t.Run(tc.label, func(t *testing.T) {
			s := newScenario(3)
			arjun := readyWithHand(s, 0, "Arjun Shah", 4, "Weather Control", "Immortal Grapple")
			brandon := s.Ready(1, "Brandon Grime", 5)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Arjun Shah", "Brandon Grime")
			fightUntil(t, g, "Play Weather Control")
			answer(t, g, "Play Weather Control ("+tc.label+")")
			if !logged(g, "Arjun Shah takes 1 damage") || !logged(g,
				"Brandon Grime takes 1 damage") {
				t.Fatalf("1 damage each before range\n%s", logText(g))
			}
			// One Weather Control each combat.
			mustNotOffer(t, g, "Play Weather Control")
			_, _ = arjun, brandon
		})
	}
	t.Run("after both players' other pre-range plays ([ANK 20170930])", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arjun Shah", 4, "Weather Control")
		readyWithHand(s, 1, "Farah Sarroub", 6, "Hunger of Marduk")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Farah Sarroub")
		fightUntil(t, g, "Play Weather Control")
		answer(t, g, "Play Weather Control (1 damage to both each round)")
		fightUntil(t, g, "Play Hunger of Marduk")
		if logged(g, "takes 1 damage") {
			t.Fatalf("the damage is dealt before the opponent's pre-range plays\n%s",
				logText(g))
		}
		answer(t, g, "Play Hunger of Marduk (this round, strike: ranged, steal 1 blood)")
		for i := 0; i < 20 && g.Pending() != nil && !logged(g, "Farah Sarroub takes 1 damage"); i++ {
			answer(t, g, labels(g)[0])
		}
		if !logged(g, "Arjun Shah takes 1 damage") || !logged(g, "Farah Sarroub takes 1 damage") {
			t.Fatalf("1 damage each once the pre-range plays are over\n%s", logText(g))
		}
	})
	t.Run("the damage stands though the combat ends early ([LSJ 19971110])",
		func(t *testing.T) {
			s := newScenario(3)
			arjun := readyWithHand(s, 0, "Arjun Shah", 4, "Weather Control")
			hanna := readyWithHand(s, 1, "Hanna Nokelainen", 4, "Earth Meld")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Arjun Shah", "Hanna Nokelainen")
			fightUntil(t, g, "Play Weather Control")
			answer(t, g, "Play Weather Control (1 damage to both each round)")
			fightUntil(t, g, "Play Earth Meld")
			answer(t, g, "Play Earth Meld")
			finish(t, g)
			if !logged(g, "Hanna Nokelainen ends the combat") {
				t.Fatalf("no combat end\n%s", logText(g))
			}
			wantBlood(t, arjun, 3)
			wantBlood(t, hanna, 3)
		})
	t.Run("superior grows in round 2", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 7, "Weather Control", "Resist Earth's Grasp",
			"Weather Control")
		s.Ready(1, "Brandon Grime", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Brandon Grime")
		fightUntil(t, g, "Play Weather Control")
		answer(t, g, "Play Weather Control (1 damage to both, +1 each later round)")
		fightUntil(t, g, "Play Resist Earth's Grasp (press)")
		answer(t, g, "Play Resist Earth's Grasp (press)")
		neverOffered(t, g, "Play Weather Control") // only in the first round
		if !logged(g, "Farah Sarroub takes 2 damage") || !logged(g,
			"Brandon Grime takes 2 damage") {
			t.Errorf("2 damage each before range in round 2\n%s", logText(g))
		}
	})
}
