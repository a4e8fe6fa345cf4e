package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Pack Alpha, one per vampire each round: [ani] before range, employ an
// animal retainer from the hand, its cost and requirements applying, cost
// reductions included ([RTR 20070707]: Kuyén's); [ANI] burn an animal
// retainer on the vampire to put Pack Alpha on it: +1 strength (card
// text).
func TestPackAlpha(t *testing.T) {
	t.Run("inferior: employ a Raptor in combat, Kuyén's reduction applying",
		func(t *testing.T) {
			s := newScenario(3)
			kuyen := readyWithHand(s, 0, "Kuyén", 6, "Pack Alpha", "Pack Alpha", "Raptor")
			s.Ready(1, "Mkhokheli", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Kuyén", "Mkhokheli")
			answer(t, g, "Play Pack Alpha (employ an animal retainer from your hand)")
			if len(kuyen.Attached) != 1 || g.Card(kuyen.Attached[0]).Def.Name != "Raptor" {
				t.Fatalf("no Raptor on Kuyén\n%s", logText(g))
			}
			if !g.Card(kuyen.Attached[0]).Superior {
				t.Error("Kuyén employed the Raptor with superior Animalism")
			}
			wantBlood(t, kuyen, 4) // 2 blood less 1 for the Raptor, 1 from the hand strike
			// One Pack Alpha each round.
			neverOffered(t, g, "burn an animal retainer")
		})
	t.Run("inferior: not the card drawn to replace Pack Alpha (G00128)", func(t *testing.T) {
		s := newScenario(3)
		kuyen := readyWithHand(s, 0, "Kuyén", 6, "Pack Alpha", "Raptor")
		s.Library(0, "Dog Pack")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kuyén", "Mkhokheli")
		answer(t, g, "Play Pack Alpha (employ an animal retainer from your hand)")
		// Only the Raptor was in the hand: no choice is asked.
		if len(kuyen.Attached) != 1 || g.Card(kuyen.Attached[0]).Def.Name != "Raptor" {
			t.Fatalf("no Raptor on Kuyén\n%s", logText(g))
		}
		if !logged(g, "Methuselah 1 plays Raptor") || logged(g, "plays Dog Pack") {
			t.Errorf("the wrong retainer was employed\n%s", logText(g))
		}
	})
	t.Run("superior: burn the retainer for +1 strength", func(t *testing.T) {
		s := newScenario(3)
		kuyen := s.Ready(0, "Kuyén", 6)
		raptor := s.Attach(kuyen, "Raptor", 1)
		alpha := s.Hand(0, "Pack Alpha")[0]
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kuyén", "Mkhokheli")
		answer(t, g, "Play Pack Alpha (burn an animal retainer: +1 strength)")
		finish(t, g)
		wantZone(t, raptor, vtes.ZoneAsh)
		wantOn(t, g, alpha, kuyen)
		wantBlood(t, mk, 4)
	})
}
