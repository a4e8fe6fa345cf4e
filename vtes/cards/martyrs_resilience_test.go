package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Martyr's Resilience: by an unlocked vampire not involved in the combat,
// of any Methuselah [ANK 20181101]: [aus][for] prevent 1 damage to a
// minion or retainer in combat; [AUS][FOR] burn X blood to prevent X+1
// (card text; §6.7, §6.8, §14 C33).
func TestMartyrsResilience(t *testing.T) {
	t.Run("basic: another Methuselah's vampire saves the acting minion", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		madison := s.Ready(1, "Madison", 5)
		readyWithHand(s, 2, "Hiromitsu Asano", 3, "Martyr's Resilience")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		fightUntil(t, g, "Martyr's Resilience")
		answer(t, g, "Play Martyr's Resilience (prevent 1 damage to a minion or retainer in combat) with Hiromitsu Asano")
		finish(t, g)
		wantBlood(t, horace, 5)
		if madison.Blood >= 5 {
			t.Errorf("Madison took no damage: %d blood", madison.Blood)
		}
	})
	t.Run("superior: burn 2 blood, prevent 3 to a minion of another", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 5, "Roundhouse")
		madison := s.Ready(1, "Madison", 5)
		monica := readyWithHand(s, 2, "Monica Giovanni", 3, "Martyr's Resilience")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		fightUntil(t, g, "burn X blood") // Horace's window first: 1 damage
		answer(t, g, "Pass")
		answer(t, g, "Play Martyr's Resilience (burn X blood", "2") // Madison's: 3
		finish(t, g)
		wantBlood(t, madison, 5)
		wantBlood(t, monica, 1)
	})
	t.Run("a locked vampire cannot", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 5)
		s.Ready(1, "Madison", 5)
		readyWithHand(s, 2, "Hiromitsu Asano", 3, "Martyr's Resilience").Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		for g.Combat() != nil && g.Pending() != nil {
			if offered(g, "Martyr's Resilience") {
				t.Fatalf("offered to a locked vampire: %q", labels(g))
			}
			if offered(g, "Hand strike") {
				answer(t, g, "Hand strike")
				continue
			}
			decline(t, g)
		}
	})
	t.Run("a retainer's damage", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		spy := s.Attach(horace, "Raven Spy", 2)
		madison := s.Ready(1, "Madison", 5)
		s.Attach(madison, ".44 Magnum", 0)
		monica := readyWithHand(s, 2, "Monica Giovanni", 3, "Martyr's Resilience")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		answer(t, g, "Maneuver with .44 Magnum", "Raven Spy")
		fightUntil(t, g, "burn X blood")
		answer(t, g, "Play Martyr's Resilience (burn X blood", "1")
		finish(t, g)
		wantBlood(t, spy, 2)
		wantBlood(t, monica, 2)
	})
}
