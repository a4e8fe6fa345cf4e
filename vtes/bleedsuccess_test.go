package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A bleed reduced to 0 succeeds as an action but is not a successful
// bleed ([RB] 4-detailed-turn-sequence "Bleed": "If the action succeeds
// and the bleed amount is 1 or more, then the bleed is successful";
// §3.5.1): no card that needs a successful bleed takes effect. Test
// Bleed Shield is a bleed reduction like Dummy Corporation's.
var _ = fixture(&vtes.CardDef{ID: 992010, Name: "Test Bleed Shield", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Label: "-2 bleed", Legal: vtes.BleedingYou,
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.Action().BleedReduction += 2 }}}})

func TestSuccessfulBleedNeedsOnePool(t *testing.T) {
	// Spying Mission [OBF]: "Only usable if a bleed would be successful":
	// not on a bleed of 0.
	t.Run("Spying Mission: not on a bleed of 0", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 3)
		sm := s.Hand(0, "Spying Mission")[0]
		s.Ready(1, "Nik Sikko", 3)
		s.Hand(1, "Test Bleed Shield")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Do not block")
		mustOffer(t, g, "Play Spying Mission (no pool now") // a bleed of 1 would be successful
		answer(t, g, "Pass", "Play Test Bleed Shield")
		for g.Pending() != nil && g.Action() != nil {
			mustNotOffer(t, g, "Play Spying Mission (no pool now")
			answer(t, g, "Pass")
		}
		inZone(t, sm, vtes.ZoneHand)
		if got := pool(g, 1); got != 30 {
			t.Errorf("prey pool %d, want 30 (a bleed of 0)", got)
		}
	})
	// Revelation of the Serpent [PRE][PRO]: "if the bleed is successful,
	// this vampire can burn 2 of your corruption counters … to unlock":
	// not after a bleed reduced to 0.
	t.Run("Revelation of the Serpent: no unlock after a bleed of 0", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		s.Hand(0, "Revelation of the Serpent")
		nik := s.Ready(1, "Nik Sikko", 3)
		s.Hand(1, "Test Bleed Shield")
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.SetCorruption(nik, 0, 3)
		answer(t, g, "Crystal Lynn bleeds", "Do not block", "Play Revelation of the Serpent (+1 bleed, corruption unlocks)")
		answer(t, g, "Play Test Bleed Shield")
		for g.Pending() != nil && g.Action() != nil {
			mustNotOffer(t, g, "Yes")
			answer(t, g, g.Labels()[0])
		}
		if !crystal.Locked || g.Corruption(nik, 0) != 3 {
			t.Errorf("Crystal Lynn locked %v, Nik Sikko bears %d counters; want locked, 3", crystal.Locked, g.Corruption(nik, 0))
		}
		if got := pool(g, 1); got != 30 {
			t.Errorf("prey pool %d, want 30 (a bleed of 0)", got)
		}
	})
}
