package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Force of Will: only by a locked vampire; a bleed at +1 ([FOR] +2), after
// which the vampire takes 2 ([FOR] 1) unpreventable aggravated damage,
// blocked or not (card text; [ANK 20220331]; §6.7).
func TestForceOfWill(t *testing.T) {
	t.Run("[for] +1 bleed, 2 aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 4, "Force of Will") // for, prince
		mk.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Mkhokheli bleeds")
		answer(t, g, "Mkhokheli: Force of Will (bleed at +1 bleed, then 2 aggravated damage)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		wantZone(t, mk, vtes.ZoneTorpor) // the first point wounds, the second burns 1 blood
		wantBlood(t, mk, 2)
	})
	t.Run("[FOR] +2 bleed, 1 aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 4, "Force of Will") // FOR
		madison.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Force of Will (bleed at +2 bleed, then 1 aggravated damage)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantZone(t, madison, vtes.ZoneTorpor)
		wantBlood(t, madison, 3)
	})
	t.Run("blocked, the damage still comes", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 4, "Force of Will")
		mk.Locked = true
		s.Ready(1, "Anita Wainwright", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Force of Will (bleed at +1 bleed", "Block with Anita Wainwright")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("not by an unlocked vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 4, "Force of Will")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Mkhokheli bleeds")
		mustNotOffer(t, g, "Force of Will")
	})
}
