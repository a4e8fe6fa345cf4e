package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Stolen Police Cruiser: equipment (a vehicle, one to a minion), equipped
// as a +1 stealth action; its Anarch gets +1 bleed, and allies and
// younger vampires get -1 intercept against it; vampires may burn it as
// a Ⓓ action costing 1 pool, which locks its Anarch and keeps it locked
// through its next unlock phase (card text; §3.5.3, §4.3, §4.4).
func TestStolenPoliceCruiser(t *testing.T) {
	t.Run("equip", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		card := s.Hand(0, "Stolen Police Cruiser")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Stolen Police Cruiser (equip)")
		wantOn(t, g, card, anita)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("+1 bleed, one vehicle", func(t *testing.T) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		s.Attach(anita, "Stolen Police Cruiser", 0)
		s.Hand(0, "Stolen Police Cruiser")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anita Wainwright: Stolen Police Cruiser")
		answer(t, g, "Anita Wainwright bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("younger vampires get -1 intercept", func(t *testing.T) {
		for _, c := range []struct {
			blocker string
			blocks  bool
		}{{"Mkhokheli", true}, {"Nik Sikko", false}} {
			s := newScenario(3)
			leumeah := s.Ready(0, "Leumeah", 3) // capacity 6
			s.Attach(leumeah, "Stolen Police Cruiser", 0)
			s.Ready(1, c.blocker, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Leumeah bleeds", "Block with "+c.blocker)
			if got := logged(g, c.blocker+" blocks Leumeah"); got != c.blocks {
				t.Errorf("%s blocks: %v, want %v", c.blocker, got, c.blocks)
			}
		}
	})
	t.Run("a vampire burns it for 1 pool: its Anarch stays locked", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 3)
		card := s.Attach(leumeah, "Stolen Police Cruiser", 0)
		s.Ready(1, "Nik Sikko", 3)
		g := startTurns(s, 3, 1, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Stolen Police Cruiser", "Do not block")
		wantZone(t, card, vtes.ZoneAsh)
		wantPool(t, g, 30, 29, 30)
		wantLocked(t, leumeah, true)
		finish(t, g) // Methuselah 3's turn, then Methuselah 1's
		wantLocked(t, leumeah, true)
		if !logged(g, "Turn 4") {
			t.Error("Methuselah 1's turn was not played")
		}
	})
}
