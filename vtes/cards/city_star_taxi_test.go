package cards_test

import (
	"testing"

	"kindred/vtes"
)

// City Star Taxi: recruited for 3 pool by a Ravnos; 2 life; strikes 1R
// with a maneuver each combat; locks to give an acting Ravnos +1 stealth
// (card text; §3.5.5, §4.3, §6.3).
func TestCityStarTaxi(t *testing.T) {
	t.Run("recruited for 3 pool by a Ravnos", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		taxi := s.Hand(0, "City Star Taxi")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: City Star Taxi (recruit)")
		finish(t, g)
		wantZone(t, taxi, vtes.ZoneReady)
		wantBlood(t, taxi, 2)
		wantPool(t, g, 27, 30, 30)
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "City Star Taxi")
		mustNotOffer(t, g, "City Star Taxi")
	})
	t.Run("lock: +1 stealth to a Ravnos", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		taxi := s.Ready(0, "City Star Taxi", 2)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Oleg Kaprizov", "Mkhokheli")
		answer(t, g, "Use City Star Taxi: lock: +1 stealth to a Ravnos")
		finish(t, g)
		wantLocked(t, taxi, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Ready(0, "City Star Taxi", 2)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ashley", "Mkhokheli")
		neverOffered(t, g, "Use City Star Taxi")
	})
	t.Run("strike 1R, a maneuver each combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "City Star Taxi", 2)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "City Star Taxi bleeds", "Block with Mkhokheli")
		passUntil(t, g, "Use an optional maneuver")
		answer(t, g, "Use an optional maneuver")
		passUntil(t, g, "1R damage")
		answer(t, g, "1R damage")
		finish(t, g)
		wantBlood(t, mk, 5)
	})
}
