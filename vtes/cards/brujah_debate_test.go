package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Brujah Debate: as each Methuselah's master phase begins, they lock one
// of their oldest Brujah, their choice among equals, even a locked one
// ([LSJ 19980224], [LSJ 20010508]); every Brujah gets +1 strength and 1
// optional maneuver each combat; non-Ventrue minions may burn it as a Ⓓ
// action (card text; §1.5.6, §6.3).
func TestBrujahDebate(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		wantPlayed(t, "Leumeah", "Brujah Debate", 29)
	})
	t.Run("each master phase, the oldest Brujah is locked", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Brujah Debate")
		saku := s.Ready(1, "Saku Pihlajamäki", 3) // capacity 8
		leumeah := s.Ready(1, "Leumeah", 3)       // 6
		mine := s.Ready(0, "Valeriya Zinovieva", 3)
		s.Start(1, 2, vtes.PhaseMaster)
		wantLocked(t, saku, true)
		wantLocked(t, leumeah, false)
		wantLocked(t, mine, false) // not Methuselah 1's master phase
	})
	t.Run("the Methuselah chooses among the oldest, a locked one included", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Brujah Debate")
		aline := s.Ready(0, "Aline Gädeke", 3)          // 7
		valeriya := s.Ready(0, "Valeriya Zinovieva", 3) // 7
		valeriya.Locked = true
		s.Ready(0, "Leumeah", 3) // 6
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Leumeah")
		answer(t, g, "Valeriya Zinovieva")
		wantLocked(t, aline, false)
	})
	t.Run("+1 strength and 1 optional maneuver to another Methuselah's Brujah",
		func(t *testing.T) {
			s := newScenario(3)
			s.InPlay(0, "Brujah Debate")
			mk := s.Ready(1, "Mkhokheli", 6)
			v := s.Ready(2, "Valeriya Zinovieva", 4) // strength 2, +1
			g := s.Start(1, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Mkhokheli", "Valeriya Zinovieva")
			mustOffer(t, g, "Use an optional maneuver (1 left)") // Valeriya's; Mkhokheli had none
			finish(t, g)
			wantBlood(t, v, 3)
			wantBlood(t, mk, 3)
		})
	t.Run("non-Ventrue minions may burn it", func(t *testing.T) {
		s := newScenario(3)
		card := s.InPlay(1, "Brujah Debate")
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(0, "Amelia Locke", 3) // Ventrue
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Amelia Locke burns Brujah Debate")
		answer(t, g, "Nik Sikko burns Brujah Debate")
		wantZone(t, card, vtes.ZoneAsh)
	})
}
