package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Force of Personality, for 1 blood: [pre] strike: combat ends; [PRE] as
// the action is announced: vampires burn 1 blood to attempt to block it,
// non-zombie allies cannot block it, zombie allies block for nothing
// (card text; §4.3).
func TestForceOfPersonality(t *testing.T) {
	t.Run("[pre] strike: combat ends", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		anita := readyWithHand(s, 1, "Anita Wainwright", 4, "Force of Personality")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Anita Wainwright")
		fightUntil(t, g, "Play Force of Personality")
		answer(t, g, "Play Force of Personality (combat ends)")
		finish(t, g)
		wantBlood(t, anita, 3)
		wantBlood(t, mk, 3)
	})
	t.Run("[PRE] vampires pay 1 blood, allies cannot block, zombies can", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Concordia", 6, "Force of Personality")
		s.Ready(1, "Alexa Draper", 3)
		s.Ready(1, "47th Street Royals", 3)
		s.Ready(1, "Aggressive Corpse", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Concordia bleeds",
			"Play Force of Personality (vampires burn 1 blood to block, non-zombie allies cannot)")
		mustNotOffer(t, g, "Block with 47th Street Royals")
		mustOffer(t, g, "Block with Aggressive Corpse")
		answer(t, g, "Block with Alexa Draper")
		if !logged(g, "Alexa Draper: blood 3 → 2.\nAlexa Draper blocks") {
			t.Errorf("no blood paid to block\n%s", logText(g))
		}
	})
	t.Run("[PRE] only as the action is announced", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Concordia", 6, "Force of Personality")
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Concordia bleeds", "Pass")
		neverOffered(t, g, "Play Force of Personality")
	})
}
