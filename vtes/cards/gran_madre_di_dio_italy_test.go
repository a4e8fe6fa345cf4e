package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gran Madre di Dio, Italy: unique equipment equipped for nothing, a
// location in play; a minion its Methuselah's predator or prey puts in
// play (not another Methuselah's, nor their own) is locked; a vampire
// younger than its bearer also burns 1 blood (card text; §3.6, §3.5.5).
func TestGranMadreDiDioItaly(t *testing.T) {
	t.Run("equipped for nothing", func(t *testing.T) {
		wantEquipped(t, "Gran Madre di Dio, Italy", 0)
	})
	// Alexa Draper (capacity 8) bears it for Methuselah 1, at a table of
	// four: Methuselah 2 is the prey, 4 the predator.
	for _, tc := range []struct {
		name, vampire string
		seat, blood   int
		locked        bool
		wantBlood     int
	}{
		{"the prey's younger vampire", "Nik Sikko", 1, 3, true, 2},
		{"the predator's older vampire", "Alonso Petrodon", 3, 10, true, 10},
		{"the predator's younger vampire", "Alice Chen", 3, 7, true, 6},
		{"the Methuselah across", "Nik Sikko", 2, 3, false, 3},
		{"its own Methuselah", "Nik Sikko", 0, 3, false, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(4)
			alexa := s.Ready(0, "Alexa Draper", 3)
			s.Attach(alexa, "Gran Madre di Dio, Italy", 0)
			v := s.Uncontrolled(tc.seat, tc.vampire, tc.blood)
			g := s.Start(tc.seat, 2, vtes.PhaseInfluence)
			answer(t, g, "Move "+tc.vampire+" to your ready region")
			wantZone(t, v, vtes.ZoneReady)
			wantLocked(t, v, tc.locked)
			wantBlood(t, v, tc.wantBlood)
		})
	}
	t.Run("the prey's ally", func(t *testing.T) {
		s := newScenario(4)
		alexa := s.Ready(0, "Alexa Draper", 3)
		s.Attach(alexa, "Gran Madre di Dio, Italy", 0)
		s.Ready(1, "Indira", 3)
		ally := s.Hand(1, "Double Deuce")[0]
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Indira: Double Deuce (recruit)")
		notBlocked(t, g)
		wantZone(t, ally, vtes.ZoneReady)
		wantLocked(t, ally, true)
		wantBlood(t, ally, 3) // an ally: no blood burned
	})
	t.Run("a location, not equipment", func(t *testing.T) {
		s := newScenario(4)
		alexa := s.Ready(0, "Alexa Draper", 3)
		s.Attach(alexa, "Gran Madre di Dio, Italy", 0)
		s.Ready(0, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Nik Sikko takes equipment")
	})
}
