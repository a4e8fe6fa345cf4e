package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Flurry of Action: a Ⓓ bleed; if successful, [cel] its Methuselah draws
// two cards and discards down to their hand size afterward, [CEL] the
// vampire unlocks; a blocked bleed gives neither (card text; §1.5.3,
// §3.5.1).
func TestFlurryOfAction(t *testing.T) {
	t.Run("[cel] draw two, discard afterward", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Anita Wainwright blood 3
			hand 1: Flurry of Action, Deflection x6
			library 1: Threats x3
			> Anita Wainwright: Flurry of Action (bleed; if successful, draw two cards)`)
		untilAsked(t, g, "Discard")
		answer(t, g, "Deflection", "Deflection")
		m := g.Methuselah(0)
		// Eight cards held with Flurry of Action not yet replaced (hand size
		// 6): two discarded; then it is replaced.
		if len(m.Hand) != 7 || len(m.Library) != 0 {
			t.Errorf("hand %d, library %d; want 7 and 0 (two drawn, two discarded, one replaced)",
				len(m.Hand), len(m.Library))
		}
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("[CEL] unlock", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Atiena", 3, "Flurry of Action")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Atiena: Flurry of Action (bleed; if successful, unlock)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantLocked(t, v, false)
	})
	t.Run("blocked: no unlock", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Atiena", 3, "Flurry of Action")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Atiena: Flurry of Action (bleed; if successful, unlock)",
			"Block with Mkhokheli")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantLocked(t, v, true)
	})
}
