package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Putrescent Sustenance: Path of Death and the Soul; [obl] or [tha] +1
// stealth action: remove an ally in an ash heap from the game to gain 2
// blood or add 2 life to a zombie ally; [OBL] or [THA] 3 (card text).
func TestPutrescentSustenance(t *testing.T) {
	t.Run("basic: 2 blood", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Nadezhda", 1, "Putrescent Sustenance")
		screamer := s.Ash(1, "Screamer")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nadezhda: Putrescent Sustenance (remove an ally in an ash heap: 2 blood or life)")
		notBlocked(t, g)
		finish(t, g)
		wantBlood(t, v, 3)
		wantZone(t, screamer, vtes.ZoneRemoved)
	})
	t.Run("superior: 3 life to a zombie ally", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "El Monseñor", 2, "Putrescent Sustenance")
		sh := s.Ready(0, "Bone Shambler", 1)
		s.Ash(0, "Screamer")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "El Monseñor: Putrescent Sustenance (remove an ally in an ash heap: 3 blood or life)")
		notBlocked(t, g)
		answer(t, g, "Bone Shambler")
		finish(t, g)
		wantBlood(t, sh, 4)
	})
	t.Run("requires the path", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 2, "Putrescent Sustenance")
		readyWithHand(s, 0, "Nadezhda", 2, "Putrescent Sustenance")
		s.Ash(1, "Screamer")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Monica Giovanni: Putrescent Sustenance")
		mustOffer(t, g, "Nadezhda: Putrescent Sustenance")
	})
	t.Run("not without an ally in an ash heap", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nadezhda", 2, "Putrescent Sustenance")
		s.Ash(1, "Madison")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Putrescent Sustenance")
	})
}
