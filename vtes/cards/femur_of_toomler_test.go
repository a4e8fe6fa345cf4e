package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Femur of Toomler, for 2 pool: unique Tzimisce melee weapon, equipped as
// a +1 stealth action; strike: strength+1 aggravated damage (card text;
// §3.5.3, §6.4).
func TestFemurOfToomler(t *testing.T) {
	t.Run("equipped for 2 pool by a Tzimisce", func(t *testing.T) {
		s := newScenario(3)
		w := s.Ready(0, "Whisper", 3)
		femur := s.Hand(0, "Femur of Toomler")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper: Femur of Toomler (equip)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		finish(t, g)
		wantOn(t, g, femur, w)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Anita Wainwright", 3, "Femur of Toomler")
		mustNotOffer(t, g, "Femur of Toomler")
	})
	t.Run("strike: strength+1 aggravated", func(t *testing.T) {
		s := newScenario(3)
		w := s.Ready(0, "Whisper", 3)
		s.Attach(w, "Femur of Toomler", 0)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Whisper", "Mkhokheli")
		answer(t, g, "Femur of Toomler: strength+1 aggravated damage")
		finish(t, g)
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("want 2 aggravated damage\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
	})
}
