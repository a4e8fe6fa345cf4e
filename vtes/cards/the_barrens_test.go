package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Barrens: a unique location played for nothing; lock it to discard a
// card and draw its replacement, in the master phase or while another
// Methuselah's minion acts (card text; group G00023).
func TestTheBarrens(t *testing.T) {
	t.Run("played for nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		b := s.Hand(0, "The Barrens")[0]
		s.Library(0, "Threats")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Barrens")
		wantZone(t, b, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("lock: discard a card, draw its replacement", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		b := s.InPlay(0, "The Barrens")
		threats := s.Hand(0, "Threats")[0]
		s.Library(0, "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use The Barrens") // the only card in hand
		wantZone(t, threats, vtes.ZoneAsh)
		if h := g.Hand(0); len(h) != 1 || h[0].Def.Name != "Conditioning" {
			t.Errorf("hand %v, want the Conditioning drawn", h)
		}
		wantLocked(t, b, true)
		neverOffered(t, g, "Use The Barrens")
	})
	t.Run("during another Methuselah's action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Ready(1, "Madison", 3)
		b := s.InPlay(1, "The Barrens")
		threats := s.Hand(1, "Threats")[0]
		s.Library(1, "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds", "Use The Barrens")
		wantZone(t, threats, vtes.ZoneAsh)
		wantLocked(t, b, true)
		mustNotOffer(t, g, "Use The Barrens")
	})
	t.Run("not with an empty hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.InPlay(0, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Use The Barrens")
	})
}
