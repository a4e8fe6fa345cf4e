package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Revelations: [aus] a +1 stealth Ⓓ action against the prey, one card of
// the prey's hand discarded by the acting Methuselah's choice, replaced
// ([LSJ 20100119]); [AUS] in play, the prey plays with an open hand;
// another Methuselah's minion may burn it as a Ⓓ action (card text).
func TestRevelations(t *testing.T) {
	t.Run("inferior: a card of the prey's hand discarded", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Revelations") // aus OBF
		s.Hand(1, "Roundhouse", "Deflection")
		s.Library(1, "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton: Revelations (look at your prey's hand", "Deflection")
		finish(t, g)
		var names []string
		for _, c := range g.Hand(1) {
			names = append(names, c.Def.Name)
		}
		if len(names) != 2 || names[0] == "Deflection" || names[1] == "Deflection" {
			t.Errorf("prey's hand %v: want Deflection discarded and replaced", names)
		}
	})
	t.Run("superior: the prey plays with an open hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arthur Denholm", 3) // AUS
		card := s.Hand(0, "Revelations")[0]
		s.Hand(1, "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arthur Denholm: Revelations (put in play")
		wantZone(t, card, vtes.ZoneInPlay)
		if !g.HandOpen(1) || g.HandOpen(2) {
			t.Errorf("open hands: prey %v, other %v; want the prey's only", g.HandOpen(1), g.HandOpen(2))
		}
		if len(g.SeatView(2).OpenHand(1)) != 1 {
			t.Error("Methuselah 3 does not see the prey's hand")
		}
	})
	t.Run("burned by another Methuselah's minion", func(t *testing.T) {
		wantBurnedBy(t, "Dr. Stephen Norton", "Revelations")
	})
}
