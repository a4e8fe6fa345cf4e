package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Elysium: The Arboretum: lock it before range to end a combat between a
// Camarilla vampire its Methuselah controls and another Camarilla
// vampire; any Camarilla vampire can call a referendum to burn it (card
// text; §6.2).
func TestElysiumTheArboretum(t *testing.T) {
	const use = "Use Elysium: The Arboretum: lock: end the combat"
	t.Run("locked before range: the combat ends", func(t *testing.T) {
		s := newScenario(3)
		braden := s.Ready(0, "Braden White", 4)
		card := s.InPlay(0, "Elysium: The Arboretum")
		azucena := s.Ready(1, "Azucena", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Braden White", "Azucena")
		passUntil(t, g, use)
		answer(t, g, use)
		finish(t, g)
		wantLocked(t, card, true)
		wantBlood(t, braden, 4)
		wantBlood(t, azucena, 4)
	})
	t.Run("not against a vampire of another sect", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Braden White", 4)
		s.InPlay(0, "Elysium: The Arboretum")
		s.Ready(1, "El Monseñor", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Braden White", "El Monseñor")
		neverOffered(t, g, use)
	})
	t.Run("a Camarilla vampire's referendum burns it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "El Monseñor", 3)
		card := s.InPlay(0, "Elysium: The Arboretum")
		s.Ready(1, "Gnaeus Aemilius Augustinus", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Gnaeus Aemilius Augustinus: Elysium: The Arboretum (call a referendum to burn this card)")
		notBlocked(t, g)
		answer(t, g, "Gnaeus Aemilius Augustinus: 2 vote(s) for")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
}
