package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Archon Investigation, for 3 pool, out of turn: once blocks are
// declined, a bleed of 4 or more against its player: the acting minion is
// burned, the bleed does not succeed (card text; §1.6; [LSJ 19980105]).
func TestArchonInvestigation(t *testing.T) {
	t.Run("a bleed of 5: the minion is burned", func(t *testing.T) {
		s := newScenario(3)
		mk := bleeder(s) // bleed 5
		s.Hand(1, "Archon Investigation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Archon Investigation")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneAsh)
		wantPool(t, g, 30, 27, 30)
	})
	// §14 C7: a bleed whose minion was burned no longer succeeds, so a
	// card for a successful bleed is not offered after it (a superior
	// Spying Mission went on the burned vampire: the CI sim, 2026-11-28).
	t.Run("no successful-bleed card for the burned minion", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 4) // OBF
		for range 4 {
			s.Attach(crystal, "Laptop Computer", 0)
		}
		s.Hand(0, "Spying Mission")
		s.Hand(1, "Archon Investigation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn bleeds")
		notBlocked(t, g)
		answer(t, g, "Pass") // the acting Methuselah's impulse first
		answer(t, g, "Play Archon Investigation")
		neverOffered(t, g, "Play Spying Mission")
		wantZone(t, crystal, vtes.ZoneAsh)
	})
	t.Run("not against a bleed of 3", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		s.Attach(mk, "Laptop Computer", 0)
		s.Attach(mk, "Laptop Computer", 0)
		s.Hand(1, "Archon Investigation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		neverOffered(t, g, "Archon Investigation")
	})
	t.Run("not by the bleeding Methuselah's other victims", func(t *testing.T) {
		s := newScenario(3)
		bleeder(s)
		s.Hand(2, "Archon Investigation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		neverOffered(t, g, "Archon Investigation")
	})
}
