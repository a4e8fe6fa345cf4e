package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Djeneba: +1 stealth on her actions; the strike cards of the minion in
// combat with her cost it 1 blood more, not those of a minion in
// another combat (card text; §14 C6).
func TestDjeneba(t *testing.T) {
	t.Run("+1 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Djeneba", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Djeneba bleeds")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("Djeneba's bleed: action %+v, want stealth 1", a)
		}
	})
	t.Run("strike cards cost the opposing minion 1 blood more", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		s.Ready(1, "Djeneba", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Djeneba")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		wantBlood(t, horace, 2) // 1 for Roundhouse, 1 damage from Djeneba's hand strike
	})
	t.Run("not another combat's strike cards", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		s.Ready(1, "Mkhokheli", 6)
		s.Ready(1, "Djeneba", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		wantBlood(t, horace, 3) // Mkhokheli's hand strike only
	})
	vanilla(t, "Djeneba", 9, 0, vtes.Auspex, vtes.Superior)
}
