package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hunter's Mark, [cel][tha]: Ⓓ enter combat with a minion, with 1
// optional press for the combat; superior: the opposing minion cannot
// strike: combat ends in the first round (card text; §6.1, §6.4, §6.6).
func TestHuntersMark(t *testing.T) {
	t.Run("1 optional press", func(t *testing.T) {
		g := startActing("Farah Sarroub", 5, "Hunter's Mark", "Hanna Nokelainen", 4)
		answer(t, g,
			"Farah Sarroub: Hunter's Mark (enter combat, 1 optional press → Hanna Nokelainen)")
		fightUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		if !logged(g, "Farah Sarroub presses") {
			t.Errorf("no press\n%s", logText(g))
		}
	})
	t.Run("superior: no combat ends in round 1", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 5, "Hunter's Mark")
		readyWithHand(s, 1, "Hanna Nokelainen", 4, "Earth Meld", "Earth Meld")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Farah Sarroub: Hunter's Mark (enter combat, 1 optional press, no combat ends in round 1 → Hanna Nokelainen)")
		// Round 1: Hanna's only strike is her hand, so nobody is asked.
		for !offered(g, "Use an optional press") {
			if g.Pending() == nil {
				t.Fatalf("the game ended before the press\n%s", logText(g))
			}
			mustNotOffer(t, g, "Play Earth Meld")
			decline(t, g)
		}
		answer(t, g, "Use an optional press")
		fightUntil(t, g, "Play Earth Meld")
		answer(t, g, "Play Earth Meld")
		finish(t, g)
		if !logged(g, "Hanna Nokelainen ends the combat") || countLog(g,
			"Hanna Nokelainen takes 1 damage") != 1 {
			t.Errorf("a hand strike in round 1, combat ends in round 2\n%s", logText(g))
		}
	})
	t.Run("not without [tha]", func(t *testing.T) {
		g := startActing("Nik Sikko", 5, "Hunter's Mark", "Hanna Nokelainen", 4) // Nik: cel pre
		mustNotOffer(t, g, "Hunter's Mark")
	})
}
