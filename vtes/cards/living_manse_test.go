package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Living Manse: +1 bleed; burned before range to end the combat; one to a
// vampire; in play, no equipment (card text; locationequipment.go).
func TestLivingManse(t *testing.T) {
	t.Run("equipped as a +1 stealth action, one to a vampire", func(t *testing.T) {
		s := newScenario(3)
		am := readyWithHand(s, 0, "America Johnson", 4, "Living Manse", "Living Manse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "America Johnson: Living Manse (equip)")
		notBlocked(t, g)
		wantBlood(t, am, 3)
		if len(am.Attached) != 1 {
			t.Fatalf("no Living Manse on America Johnson")
		}
		mustNotOffer(t, g, "Living Manse (equip)") // unlocked or not, she has one
	})
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		am := s.Ready(0, "America Johnson", 4)
		s.Attach(am, "Living Manse", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "America Johnson bleeds")
		notBlocked(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("burned before range: the combat ends", func(t *testing.T) {
		s := newScenario(3)
		am := s.Ready(0, "America Johnson", 4)
		manse := s.Attach(am, "Living Manse", 0)
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "America Johnson", "Mkhokheli")
		passUntil(t, g, "burn Living Manse: end the combat")
		answer(t, g, "burn Living Manse: end the combat")
		wantZone(t, manse, vtes.ZoneAsh)
		if g.Combat() != nil {
			t.Fatalf("the combat goes on")
		}
		wantBlood(t, am, 4)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("in play, no equipment an equip action takes", func(t *testing.T) {
		s := newScenario(3)
		am := s.Ready(0, "America Johnson", 4)
		s.Attach(am, "Living Manse", 0)
		s.Ready(0, "Clara Hjortshøj", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Clara Hjortshøj bleeds")
		mustNotOffer(t, g, "takes equipment from America Johnson")
	})
}
