package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Libertas: requires an Anarch; put on an Anarch; allies cannot block
// it; while it acts, cards requiring Dominate or Presence cost other
// minions 1 more blood (card text; §1.5.6, §4.2).
func TestLibertas(t *testing.T) {
	t.Run("put on an Anarch", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Ready(0, "Lenny Burkhead", 3) // not an Anarch
		card := s.Hand(0, "Libertas")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Libertas")
		wantOn(t, g, card, anita)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("allies cannot block it", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Attach(anita, "Libertas", 0)
		s.Ready(1, "Underbridge Stray", 2)
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		mustNotOffer(t, g, "Block with Underbridge Stray")
		mustOffer(t, g, "Block with Nik Sikko")
	})
	// [LSJ 20080818]: once its block attempt failed, the Anarch no longer
	// attempts to block: the action card costs as printed.
	t.Run("not after a failed block attempt", func(t *testing.T) {
		s := newScenario(3)
		lenny := readyWithHand(s, 0, "Lenny Burkhead", 4, "Public Trust", "Lost in Crowds") // obf pre
		anita := s.Ready(1, "Anita Wainwright", 3)
		s.Attach(anita, "Libertas", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead: Public Trust (bleed at +2 bleed",
			"Block with Anita Wainwright", "Play Lost in Crowds")
		if !logged(g, "Anita Wainwright fails to block") {
			t.Fatal("the block should fail")
		}
		finish(t, g)
		wantBlood(t, lenny, 3)
	})
	t.Run("Dominate costs other minions 1 more blood while it acts", func(t *testing.T) {
		for _, libertas := range []bool{true, false} {
			s := newScenario(3)
			anita := s.Ready(0, "Anita Wainwright", 3)
			if libertas {
				s.Attach(anita, "Libertas", 0)
			}
			amelia := readyWithHand(s, 1, "Amelia Locke", 3, "Deflection") // dom
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Anita Wainwright bleeds", "Do not block",
				"Play Deflection (lock: redirect the bleed)")
			want := 2
			if libertas {
				want = 1
			}
			wantBlood(t, amelia, want)
		}
	})
}
