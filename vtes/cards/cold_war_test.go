package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cold War: a titled Sabbat vampire's referendum; the chosen Methuselah
// burns 3 pool, or the chosen location is burned; a cardinal may choose
// both, an archbishop not; not by an untitled or a Camarilla vampire
// (card text; §5).
func TestColdWar(t *testing.T) {
	t.Run("an archbishop: a Methuselah or a location", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Damian", 3, "Cold War")
		lib := s.InPlay(1, "Elder Library")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Damian: Cold War")
		notBlocked(t, g)
		mustNotOffer(t, g, "both")
		answer(t, g, "a Methuselah burns 3 pool", "Methuselah 2")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantZone(t, lib, vtes.ZoneInPlay)
	})
	t.Run("a cardinal: both", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aaradhya, The Callous Tyrant", 3, "Cold War")
		lib := s.InPlay(1, "Elder Library")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aaradhya, The Callous Tyrant: Cold War")
		notBlocked(t, g)
		answer(t, g, "both", "Methuselah 3")
		finish(t, g)
		wantPool(t, g, 30, 30, 27)
		wantZone(t, lib, vtes.ZoneAsh)
	})
	for _, v := range []string{"Lika, The Purger", "Alexa Draper"} {
		t.Run("not by "+v, func(t *testing.T) {
			g := minionPhase(v, 3, "Cold War")
			mustNotOffer(t, g, v+": Cold War")
		})
	}
}
