package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Warsaw Station, for 2 pool, requires a Nosferatu: lock it as a
// Nosferatu of its Methuselah announces an undirected action, and the
// Nosferatu unlocks after the action if it succeeded; burn it to move a
// Nosferatu in torpor to the ready region (card text; §4.1; [LSJ
// 20090216]).
func TestWarsawStation(t *testing.T) {
	t.Run("played for 2 pool with a Nosferatu", func(t *testing.T) {
		wantPlayed(t, "Ryan", "Warsaw Station", 28)
	})
	t.Run("not without a Nosferatu", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, "Warsaw Station")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Warsaw Station")
	})
	t.Run("a successful hunt: the Nosferatu unlocks", func(t *testing.T) {
		s := newScenario(3)
		ryan := s.Ready(0, "Ryan", 1)
		station := s.InPlay(0, "Warsaw Station")
		s.Ready(1, "Ashley", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ryan hunts", "Use Warsaw Station")
		wantLocked(t, station, true)
		passUntil(t, g, "Ryan hunts")
		wantBlood(t, ryan, 2)
		wantLocked(t, ryan, false)
	})
	t.Run("a blocked action: the Nosferatu stays locked", func(t *testing.T) {
		s := newScenario(3)
		ryan := readyWithHand(s, 0, "Ryan", 1)
		s.InPlay(0, "Warsaw Station")
		readyWithHand(s, 1, "Colette", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ryan hunts", "Use Warsaw Station", "Block with Colette",
			"Play Enhanced Senses (+2 intercept)")
		finish(t, g)
		if !logged(g, "Colette blocks Ryan") {
			t.Fatalf("no block\n%s", logText(g))
		}
		if ryan.Zone == vtes.ZoneReady && !ryan.Locked {
			t.Error("Ryan unlocked after a blocked action")
		}
	})
	t.Run("burned: a Nosferatu leaves torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		ryan := s.Torpor(0, "Ryan", 1)
		station := s.InPlay(0, "Warsaw Station")
		station.Locked = true // even locked
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Warsaw Station")
		wantZone(t, station, vtes.ZoneAsh)
		wantZone(t, ryan, vtes.ZoneReady)
	})
}
