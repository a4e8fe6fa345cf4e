package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Pass Through Shadow, for 1 blood: strike: combat ends; superior: after
// combat the card goes on the vampire, who can burn it for +1 stealth
// (card text; §4.3, §6.4).
func TestPassThroughShadow(t *testing.T) {
	t.Run("combat ends, then on the vampire", func(t *testing.T) {
		g, monica, mk := startBlockedBleed(t, "Monica Giovanni", 3, "Pass Through Shadow",
			"Mkhokheli", 3)
		pts := g.Hand(0)[0]
		answer(t, g, "Play Pass Through Shadow (combat ends, then on this vampire)")
		finish(t, g)
		wantBlood(t, monica, 2)
		wantBlood(t, mk, 3)
		wantOn(t, g, pts, monica)
	})
	t.Run("burned for +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		monica := s.Ready(0, "Monica Giovanni", 3)
		pts := s.Attach(monica, "Pass Through Shadow", 0)
		s.Ready(1, "Malachi", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds", "Block with Malachi", "Use Pass Through Shadow")
		finish(t, g)
		wantZone(t, pts, vtes.ZoneAsh)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("inferior: combat ends", func(t *testing.T) {
		g, monica, mk := startBlockedBleed(t, "Monica Giovanni", 3, "Pass Through Shadow",
			"Mkhokheli", 3)
		pts := g.Hand(0)[0]
		answer(t, g, "Play Pass Through Shadow (combat ends)")
		finish(t, g)
		wantBlood(t, monica, 2)
		wantBlood(t, mk, 3)
		wantZone(t, pts, vtes.ZoneAsh)
	})
}
