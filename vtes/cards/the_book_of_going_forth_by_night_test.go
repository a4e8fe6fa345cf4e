package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Book of Going Forth by Night: its bearer gets superior Serpentis;
// an ally opposing it in combat that would be burned is stolen and
// locked instead, with 1 life if it lost its last (card text; §14 C10).
func TestTheBookOfGoingForthByNight(t *testing.T) {
	t.Run("equip: superior Serpentis", func(t *testing.T) {
		s := newScenario(3)
		chun := s.Ready(0, "Chun Hei", 3)
		book := s.Hand(0, "The Book of Going Forth by Night")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Chun Hei: The Book of Going Forth by Night (equip)")
		notBlocked(t, g)
		wantOn(t, g, book, chun)
		wantPool(t, g, 29, 30, 30)
		if l := g.Level(chun, vtes.Serpentis); l != vtes.Superior {
			t.Errorf("Serpentis level %d, want superior", l)
		}
	})
	t.Run("a burned ally stolen instead", func(t *testing.T) {
		s := newScenario(3)
		chun := s.Ready(0, "Chun Hei", 4) // strength 2
		s.Attach(chun, "The Book of Going Forth by Night", 0)
		royals := s.Ready(1, "47th Street Royals", 2) // ally, 2 life
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Chun Hei", "47th Street Royals")
		finish(t, g)
		wantZone(t, royals, vtes.ZoneReady)
		if royals.Controller != 0 {
			t.Errorf("the Royals are Methuselah %d's, want 1's", royals.Controller+1)
		}
		wantLocked(t, royals, true)
		wantBlood(t, royals, 1)
	})
}
