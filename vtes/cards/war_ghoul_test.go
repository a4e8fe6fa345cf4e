package cards_test

import (
	"testing"

	"kindred/vtes"
)

// War Ghoul: recruited for 3 pool, burning an ally or retainer of its
// Methuselah; prevents 1 damage each round; enters combat with a vampire
// as a Ⓓ action; out of combat, locks and burns itself to burn a location
// (card text).
func TestWarGhoul(t *testing.T) {
	t.Run("burns itself to burn a location", func(t *testing.T) {
		s := newScenario(3)
		ghoul := s.Ready(0, "War Ghoul", 5)
		carfax := s.InPlay(1, "Carfax Abbey")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use War Ghoul: lock and burn itself: burn a location")
		wantZone(t, ghoul, vtes.ZoneAsh)
		wantZone(t, carfax, vtes.ZoneAsh)
	})
	t.Run("enters combat with a vampire, prevents 1 a round", func(t *testing.T) {
		s := newScenario(3)
		ghoul := s.Ready(0, "War Ghoul", 5)
		readyWithHand(s, 1, "Horace Radcliffe", 5, "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "War Ghoul (enter combat with a vampire → Horace Radcliffe)", "Do not block",
			"Play Roundhouse (hand strike at +3)")
		fightUntil(t, g, "prevent 1 damage")
		answer(t, g, "prevent 1 damage")
		finish(t, g)
		wantBlood(t, ghoul, 2) // 4 damage, 1 prevented
	})
	t.Run("recruited: its Methuselah burns an ally or retainer", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Whisper", 4, "War Ghoul")
		zho := s.Ready(0, "Thadius Zho", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper: War Ghoul (recruit)")
		notBlocked(t, g)
		answer(t, g, "Thadius Zho")
		wantZone(t, zho, vtes.ZoneAsh)
		wantPool(t, g, 27, 30, 30)
	})
}
