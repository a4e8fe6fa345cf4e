package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anathema: a prince's referendum puts it on a chosen ready vampire; if
// that vampire's blood is reduced to 0 in combat it is burned and the
// opposing minion's Methuselah gains pool equal to its capacity; not for
// entering the combat with no blood ([RTR 19980623]) (card text).
func TestAnathema(t *testing.T) {
	t.Run("the referendum puts it on the chosen vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		an := s.Hand(0, "Anathema")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Anathema")
		notBlocked(t, g)
		answer(t, g, "Nik Sikko")
		passUntil(t, g, "Mkhokheli: 2 vote(s) for")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		finish(t, g)
		wantOn(t, g, an, nik)
	})
	t.Run("emptied in combat: burned, capacity in pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3) // capacity 6
		nik := s.Ready(1, "Nik Sikko", 1)
		s.Attach(nik, "Anathema", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Nik Sikko")
		finish(t, g)
		wantZone(t, nik, vtes.ZoneAsh)
		wantPool(t, g, 33, 30, 30) // Nik Sikko's capacity 3
	})
	t.Run("not for entering the combat with no blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		nik := s.Ready(1, "Nik Sikko", 0)
		s.Attach(nik, "Anathema", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Nik Sikko")
		finish(t, g)
		wantZone(t, nik, vtes.ZoneTorpor)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Nik Sikko", 3, "Anathema")
		mustNotOffer(t, g, "Nik Sikko: Anathema")
	})
}
