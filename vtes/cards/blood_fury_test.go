package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Blood Fury, for 1 blood, only at close range: a hand strike at +1 (+2
// superior); no Fortitude card prevents its damage (group G00141 [LSJ
// 20050628]); the opposing vampire's weapon strikes inflict no damage this
// round (card text; §6.4, §6.7).
func TestBloodFury(t *testing.T) {
	fury := func(t *testing.T, tremere string, hand ...string) (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(2)
		madison := s.Ready(0, "Madison", 4)
		s.Attach(madison, "Ivory Bow", 0)
		s.Hand(0, "Soak")
		v := readyWithHand(s, 1, tremere, 4, hand...)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with "+tremere, "Ivory Bow: 1R aggravated damage")
		return g, madison, v
	}
	t.Run("superior: +2, the bow inflicts nothing, no Soak", func(t *testing.T) {
		g, madison, trevon := fury(t, "Trevon Parker", "Blood Fury")
		answer(t, g, "Play Blood Fury (hand strike at +2, weapons void)")
		neverOffered(t, g, "Play Soak")
		wantBlood(t, trevon, 3) // 1 paid, no damage from the bow
		wantBlood(t, madison, 1)
		if !logged(g, "Madison's weapon strike inflicts no damage") {
			t.Errorf("log:\n%s", logText(g))
		}
	})
	t.Run("inferior: +1", func(t *testing.T) {
		g, madison, mason := fury(t, "Mason Ha", "Blood Fury")
		answer(t, g, "Play Blood Fury (hand strike at +1, weapons void)")
		finish(t, g)
		wantBlood(t, mason, 3)
		wantBlood(t, madison, 2)
	})
	t.Run("without it, the bow hits and Soak is offered", func(t *testing.T) {
		g, madison, trevon := fury(t, "Trevon Parker")
		mustOffer(t, g, "Play Soak")
		finish(t, g)
		wantZone(t, trevon, vtes.ZoneTorpor) // 1 aggravated damage
		wantBlood(t, madison, 3)
	})
	t.Run("Fortitude is barred against this strike only, not an additional one (G00141)",
		func(t *testing.T) {
			// "Damage from this strike cannot be prevented by cards requiring
			// Fortitude": Soak is barred against Blood Fury's damage, then
			// offered against Mason Ha's additional strike (Blur) that round.
			s := newScenario(2)
			madison := readyWithHand(s, 0, "Madison", 6, "Soak")
			mason := readyWithHand(s, 1, "Mason Ha", 5, "Blood Fury", "Blur")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Madison bleeds", "Block with Mason Ha",
				"Play Blood Fury (hand strike at +1, weapons void)")
			passUntil(t, g, "Play Blur (1 additional strike)")
			if logged(g, "Soak") {
				t.Fatalf("Soak played against Blood Fury\n%s", logText(g))
			}
			wantBlood(t, madison, 4) // Blood Fury: 2 damage, unprevented
			answer(t, g, "Play Blur (1 additional strike)")
			passUntil(t, g, "Play Soak (prevent 2")
			answer(t, g, "Play Soak (prevent 2")
			finish(t, g)
			wantBlood(t, madison, 4) // the additional hand strike's 1 damage soaked
			wantBlood(t, mason, 2)   // 2 paid, 1 damage from Madison's one strike
		})
	t.Run("only at close range", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Madison", 4)
		s.Ready(1, "Trevon Parker", 4)
		fury := s.Hand(1, "Blood Fury", "Apportation")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with Trevon Parker",
			"Play Apportation (maneuver)")
		neverOffered(t, g, "Play Blood Fury")
		wantZone(t, fury, vtes.ZoneHand)
	})
}
