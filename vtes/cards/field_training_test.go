package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Field Training, for 1 blood, by an Anarch with a superior Discipline
// ([ANK 20180731-2]): +1 stealth action; it unlocks, and the card goes on
// another ready untitled vampire its Methuselah controls, which becomes
// Anarch ([LSJ 20100811]) with +1 level of the chosen Discipline; one a
// vampire (card text).
func TestFieldTraining(t *testing.T) {
	t.Run("Presence to a Camarilla vampire, made Anarch", func(t *testing.T) {
		s := newScenario(3)
		aluc := s.Ready(0, "Aluc Romas de Leon", 3)
		ft := s.Hand(0, "Field Training", "Field Training")[0]
		nik := s.Ready(0, "Nik Sikko", 3) // pre, Camarilla
		s.Ready(0, "Mkhokheli", 3)        // a prince: not offered
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon: Field Training")
		notBlocked(t, g)
		// Presence, Aluc's one superior Discipline, is chosen without asking.
		// Nik Sikko, the one untitled vampire, is chosen without asking.
		if g.Host(ft) != nik {
			t.Fatalf("Field Training not on Nik Sikko\n%s", logText(g))
		}
		wantLocked(t, aluc, false)
		wantBlood(t, aluc, 2)
		if !g.IsAnarch(nik) || g.Level(nik, vtes.Presence) != vtes.Superior {
			t.Errorf("Nik Sikko: Anarch %v, Presence %d; want Anarch, superior",
				g.IsAnarch(nik), g.Level(nik, vtes.Presence))
		}
		// One a vampire: no other vampire to train now.
		mustNotOffer(t, g, "Aluc Romas de Leon: Field Training")
	})
	t.Run("not without another untitled vampire", func(t *testing.T) {
		g := minionPhase("Aluc Romas de Leon", 3, "Field Training")
		mustNotOffer(t, g, "Field Training")
	})
}
