package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tier of Souls: [ani] a directed action stealing 1 blood or life from a
// minion the prey controls; [ANI] the card also goes on the vampire: +1
// bleed against the prey, one per vampire; minions may burn it (card
// text; §14 C10 "steal").
func TestTierOfSouls(t *testing.T) {
	t.Run("inferior: steal 1 blood from the prey's vampire", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 2)
		tos := s.Hand(0, "Tier of Souls")[0]
		mk := s.Ready(1, "Mkhokheli", 3)
		s.Ready(2, "Nik Sikko", 3) // not the prey's: no target
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Nik Sikko")
		answer(t, g, "Horace Radcliffe: Tier of Souls (steal 1 blood → Mkhokheli)",
			"Do not block")
		finish(t, g)
		wantBlood(t, mk, 2)
		wantBlood(t, horace, 3)
		wantZone(t, tos, vtes.ZoneAsh)
	})
	t.Run("inferior: steal an ally's last life", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 2, "Tier of Souls")
		stray := s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Tier of Souls (steal 1 blood → Underbridge Stray)",
			"Do not block")
		finish(t, g)
		wantZone(t, stray, vtes.ZoneAsh)
	})
	t.Run("superior: on the vampire, +1 bleed against the prey", func(t *testing.T) {
		s := newScenario(2)
		horace := s.Ready(0, "Horace Radcliffe", 2)
		tos := s.Hand(0, "Tier of Souls")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Horace Radcliffe: Tier of Souls (steal 1 blood, +1 bleed against your prey → Mkhokheli)",
			"Do not block")
		wantOn(t, g, tos, horace)
		passUntil(t, g, "Horace Radcliffe bleeds")
		mustNotOffer(t, g, "+1 bleed against your prey") // one per vampire
		answer(t, g, "Horace Radcliffe bleeds", "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 28)
	})
	t.Run("another Methuselah's minion burns it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		tos := s.Attach(s.Ready(1, "Horace Radcliffe", 3), "Tier of Souls", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli burns Tier of Souls", "Do not block")
		finish(t, g)
		wantZone(t, tos, vtes.ZoneAsh)
	})
}
