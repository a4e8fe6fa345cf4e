package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Alonso Petrodon (for tha ANI DOM OBF POT, capacity 10), Camarilla
// Nosferatu Justicar: +1 bleed; after bleeding successfully, 1
// unpreventable damage on each Anarch the bleed's target controls, not
// on its other vampires nor on another Methuselah's Anarchs; none after
// a blocked bleed (card text; §3.5.1, §6.7).
func TestAlonsoPetrodon(t *testing.T) {
	start := func() (*vtes.Game, *vtes.Card, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		s.Ready(0, "Alonso Petrodon", 5)
		brandon := s.Ready(1, "Brandon Grime", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		ariane := s.Ready(2, "Ariane", 3)
		return s.Start(0, 2, vtes.PhaseMinion), brandon, nik, ariane
	}
	t.Run("successful bleed", func(t *testing.T) {
		g, brandon, nik, ariane := start()
		answer(t, g, "Alonso Petrodon bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		wantBlood(t, brandon, 2) // healed with 1 blood
		wantBlood(t, nik, 3)
		wantBlood(t, ariane, 3)
		vanilla(t, "Alonso Petrodon", 10, 3, vtes.Obfuscate, vtes.Superior) // justicar: 3 votes
	})
	t.Run("blocked bleed", func(t *testing.T) {
		g, brandon, _, _ := start()
		blockedBleed(t, g, "Alonso Petrodon", "Nik Sikko")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantBlood(t, brandon, 3)
	})
}
