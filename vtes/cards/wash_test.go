package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Wash: cancels a master card its predator or prey plays, as played, its
// cost not paid; that Methuselah gets +1 master phase action; Wash is not
// replaced until its player's unlock phase (card text; rulings [ANK
// 20170124], [LSJ 20090126], [LSJ 20070309-2]).
func TestWash(t *testing.T) {
	t.Run("the prey's master card: cost back, +1 action, Wash not replaced", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Loonar", 3)
		s.Hand(1, "The Hungry Coyote", "Palla Grande")
		wash := s.Hand(0, "Wash")[0]
		s.Library(0, "Art Scam")
		g := s.Start(1, 2, vtes.PhaseMaster) // seat 0 is seat 1's predator
		answer(t, g, "Play The Hungry Coyote", "Play Wash")
		wantZone(t, wash, vtes.ZoneAsh)
		if !logged(g, "The Hungry Coyote is cancelled") {
			t.Fatalf("The Hungry Coyote was not cancelled unpaid\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
		if n := len(g.Hand(0)); n != 0 {
			t.Errorf("Wash was replaced at once: hand of %d", n)
		}
		mustOffer(t, g, "Play Palla Grande") // the action given back
		// Wash was played out of turn: its trifle's extra action, and the
		// debt, at seat 0's next master phase.
		if pos := vtes.WritePosition(g); !strings.Contains(pos, "oot oot-trifle") {
			t.Errorf("no out-of-turn trifle recorded for seat 0:\n%s", pos)
		}
	})
	t.Run("a cancelled trifle: Wash's action, then a trifle's bonus", func(t *testing.T) {
		s := newScenario(3)
		loonar := s.Ready(1, "Loonar", 3)
		s.Hand(1, "Wider View", "Life in the City", "The Hungry Coyote")
		s.Hand(0, "Wash")
		g := s.Start(1, 2, vtes.PhaseMaster)
		answer(t, g, "Play Wider View", "Play Wash")
		// No bonus from the cancelled trifle; Wash's action instead.
		answer(t, g, "Play Life in the City") // its one target
		wantBlood(t, loonar, 4)
		// Wash's action was no trifle bonus: this trifle gives its own.
		answer(t, g, "Play The Hungry Coyote")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not a master card of a Methuselah across the table", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(2, "Loonar", 3)
		s.Hand(2, "The Hungry Coyote")
		s.Hand(0, "Wash") // seat 2 is neither seat 0's predator nor its prey
		g := s.Start(2, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Hungry Coyote")
		mustNotOffer(t, g, "Play Wash")
	})
}
