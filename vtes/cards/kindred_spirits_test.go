package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kindred Spirits: [dem] a Ⓓ bleed of any Methuselah, +1 pool if it is
// successful; [DEM] at +1 bleed (card text; §3.5.1).
func TestKindredSpirits(t *testing.T) {
	t.Run("superior: the predator bled for 2, +1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arthur Denholm", 3, "Kindred Spirits") // DEM
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arthur Denholm: Kindred Spirits (bleed any Methuselah at +1 bleed", "Methuselah 3")
		notBlocked(t, g)
		wantPool(t, g, 31, 30, 28)
	})
	t.Run("inferior: the prey bled for 1, +1 pool", func(t *testing.T) {
		s := newScenario(3)
		ashley := readyWithHand(s, 0, "Ashley", 3, "Kindred Spirits")
		var ds vtes.Disciplines
		ds[vtes.Dementation] = vtes.Inferior
		ashley.SetBonuses(0, ds)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "at +1 bleed")
		answer(t, g, "Ashley: Kindred Spirits (bleed any Methuselah, +1 pool", "Methuselah 2")
		notBlocked(t, g)
		wantPool(t, g, 31, 29, 30)
	})
	t.Run("blocked: no pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arthur Denholm", 3, "Kindred Spirits")
		s.Ready(2, "Whisper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arthur Denholm: Kindred Spirits (bleed any Methuselah at +1 bleed", "Methuselah 3")
		passUntil(t, g, "Block with Whisper")
		answer(t, g, "Block with Whisper")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}
