package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mark Decker (ani for obf pot CEL PRO, capacity 8), Camarilla Prince of
// Milwaukee: +1 strength, +1 more in combat with a werewolf (card text;
// §6.4).
func TestMarkDecker(t *testing.T) {
	t.Run("+1 strength against a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mark Decker", 4)
		nik := s.Ready(1, "Nik Sikko", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mark Decker", "Nik Sikko")
		finish(t, g)
		wantBlood(t, nik, 4)                                          // 2 damage from his hand
		vanilla(t, "Mark Decker", 8, 2, vtes.Celerity, vtes.Superior) // prince: 2 votes
	})
	t.Run("+2 strength against a werewolf", func(t *testing.T) {
		s := newScenario(3)
		garou := s.Ready(0, "Renegade Garou", 3)
		s.Ready(1, "Mark Decker", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Renegade Garou (enter combat with a minion → Mark Decker)")
		notBlocked(t, g)
		finish(t, g)
		wantZone(t, garou, vtes.ZoneAsh) // 3 damage from his hand: its 3 life
	})
}
