package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Spying Mission: [obf] +1 stealth while blocked; [OBF] a bleed about to
// succeed burns no pool and fails, the card goes on the vampire, and its
// next successful bleed of that Methuselah is at +2, burning the card;
// once it is played nothing more is played until the action resolves
// (card text; §3.5.1, §4.1; [LSJ 19980105], [TOM 19960303]).
func TestSpyingMission(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Horace Radcliffe", 3, "Spying Mission", "Mkhokheli", 3)
		answer(t, g, "Play Spying Mission (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: no pool now, +2 on the next bleed", func(t *testing.T) {
		s := newScenario(2)
		dowager := s.Ready(0, "The Dowager", 3)
		sm := s.Hand(0, "Spying Mission")[0]
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds",
			"Play Spying Mission (no pool now, +2 bleed next time)")
		wantOn(t, g, sm, dowager)
		wantPool(t, g, 30, 30)
		if g.Edge != -1 {
			t.Errorf("an unsuccessful bleed gave the Edge to seat %d", g.Edge)
		}
		passUntil(t, g, "The Dowager bleeds")
		answer(t, g, "The Dowager bleeds")
		finish(t, g)
		wantPool(t, g, 30, 27)
		wantZone(t, sm, vtes.ZoneAsh)
	})
	t.Run("superior: no reaction after it", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Spying Mission")
		s.Ready(1, "Catalina Vega", 3)
		tc := s.Hand(1, "Telepathic Counter")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Do not block", "Play Spying Mission (no pool now")
		mustNotOffer(t, g, "Play Telepathic Counter")
		finish(t, g)
		wantZone(t, tc, vtes.ZoneHand)
		wantPool(t, g, 30, 30, 30)
	})
}
