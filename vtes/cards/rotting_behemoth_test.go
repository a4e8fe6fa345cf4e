package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rotting Behemoth: Hecata, [obl] for 3 blood; zombie ally with 6 life,
// 3 strength; after it enters play, burn it unless an ally or vampire of
// the ash heap is removed from the game; cannot gain life; enters combat
// with a minion as a Ⓓ action that costs 1 life; [OBL] in the first
// round of each combat, burn 1 life for 1 press (card text).
func TestRottingBehemoth(t *testing.T) {
	t.Run("recruited: a vampire of the ash heap removed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 5, "Rotting Behemoth")
		ash := s.Ash(0, "Madison", "Bone Shambler")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Rotting Behemoth (recruit (superior))", "Madison")
		finish(t, g)
		b := card(t, g, "Rotting Behemoth")
		if b.Zone != vtes.ZoneReady || b.Blood != 6 || !b.Superior {
			t.Errorf("Rotting Behemoth in zone %v with %d life, superior %v", b.Zone, b.Blood, b.Superior)
		}
		wantZone(t, ash[0], vtes.ZoneRemoved)
		wantZone(t, ash[1], vtes.ZoneAsh)
	})
	t.Run("recruited: nothing removed, it is burned [LSJ 20030701-2]", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hiromitsu Asano", 5, "Rotting Behemoth")
		s.Ash(0, "Bone Shambler")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hiromitsu Asano: Rotting Behemoth (recruit)", "None")
		finish(t, g)
		wantZone(t, card(t, g, "Rotting Behemoth"), vtes.ZoneAsh)
	})
	t.Run("cannot gain life", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Opikun", 3)
		s.Hand(0, "Touch of Valeren")
		b := s.Ready(0, "Rotting Behemoth", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Opikun: Touch of Valeren (add 3 blood or life to a minion → Rotting Behemoth)")
		finish(t, g)
		wantBlood(t, b, 4)
	})
	t.Run("enters combat for 1 life", func(t *testing.T) {
		s := newScenario(3)
		b := s.Ready(0, "Rotting Behemoth", 6)
		madison := s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rotting Behemoth: Rotting Behemoth (burn 1 life: enter combat with a minion → Madison)")
		notBlocked(t, g)
		finish(t, g)
		if !logged(g, "Rotting Behemoth: life 6 → 5") || !logged(g, "Combat: Rotting Behemoth against Madison") {
			t.Errorf("no combat for 1 life\n%s", logText(g))
		}
		wantBlood(t, b, 4) // 1 life, 1 damage
		wantBlood(t, madison, 2)
	})
	t.Run("its last life paid: no combat [LSJ 20080512]", func(t *testing.T) {
		s := newScenario(3)
		b := s.Ready(0, "Rotting Behemoth", 1)
		madison := s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rotting Behemoth: Rotting Behemoth (burn 1 life: enter combat with a minion → Madison)")
		notBlocked(t, g)
		if g.Combat() != nil {
			t.Fatalf("a combat\n%s", logText(g))
		}
		wantZone(t, b, vtes.ZoneAsh)
		wantBlood(t, madison, 5)
	})
	for _, superior := range []bool{false, true} {
		name := map[bool]string{false: "basic: no press", true: "superior: burn 1 life, 1 press"}[superior]
		t.Run(name, func(t *testing.T) {
			s := newScenario(3)
			b := s.Ready(0, "Rotting Behemoth", 6)
			b.Superior = superior
			s.Ready(1, "Madison", 5)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Rotting Behemoth: Rotting Behemoth (burn 1 life: enter combat with a minion → Madison)")
			notBlocked(t, g)
			if superior {
				fightUntil(t, g, "Use Rotting Behemoth: burn 1 life: 1 press")
				answer(t, g, "Use Rotting Behemoth: burn 1 life: 1 press")
				mustNotOffer(t, g, "1 press") // one is enough
				answer(t, g, "Use an optional press")
				wantBlood(t, b, 2) // 1 life for the action, 1 for the press, 1 damage each round
			}
			for g.Pending() != nil { // not offered at the basic level, nor in round 2
				if offered(g, "burn 1 life: 1 press") {
					t.Fatalf("offered: %q\n%s", labels(g), logText(g))
				}
				decline(t, g)
			}
		})
	}
}
