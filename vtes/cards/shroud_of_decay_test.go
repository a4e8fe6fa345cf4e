package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shroud of Decay: [obl] bleed at +1, the Methuselah bled discards 2
// cards if successful; [OBL] 7 cards of the prey's ash heap removed from
// the game: the prey burns 3 pool (card text).
func TestShroudOfDecay(t *testing.T) {
	t.Run("[obl] bleed, 2 discards", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Naomi Stewart", 4)
		s.Hand(0, "Oblivion", "Shroud of Decay")
		hand := s.Hand(1, "Soak", "Conditioning", "Deflection")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Oblivion") // Naomi: inferior Oblivion
		answer(t, g, "Naomi Stewart: Shroud of Decay")
		answer(t, g, "Soak", "Conditioning")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		wantZone(t, hand[0], vtes.ZoneAsh)
		wantZone(t, hand[1], vtes.ZoneAsh)
		wantZone(t, hand[2], vtes.ZoneHand)
	})
	t.Run("[OBL] 3 pool for 7 cards of the ash heap", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Shroud of Decay")
		s.Ash(1, "Soak", "Soak", "Soak", "Soak", "Soak", "Soak", "Soak", "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Shroud of Decay (remove 7")
		for range 7 {
			if err := g.Apply(0); err != nil {
				t.Fatal(err)
			}
		}
		wantPool(t, g, 30, 27, 30)
		if n := len(g.AshHeap(1)); n != 1 {
			t.Errorf("%d cards left in the ash heap, want 1", n)
		}
	})
}
