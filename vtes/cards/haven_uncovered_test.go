package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Haven Uncovered: on a ready vampire of any Methuselah; other minions
// may enter combat with it as a +1 stealth directed action; the vampire
// may burn the card as a +1 stealth directed action (card text; §4.4).
func TestHavenUncovered(t *testing.T) {
	t.Run("put on another Methuselah's ready vampire, free", func(t *testing.T) {
		s := newScenario(3)
		card := s.Hand(0, "Haven Uncovered")[0]
		ryan := s.Ready(1, "Ryan", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Haven Uncovered")
		wantOn(t, g, card, ryan)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("enter combat with its vampire at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aunt Linda", 3)
		ryan := s.Ready(1, "Ryan", 3)
		s.Attach(ryan, "Haven Uncovered", 0)
		s.Ready(1, "Baixinho", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "(enter combat with its vampire → Baixinho)")
		answer(t, g, "Aunt Linda: Haven Uncovered (enter combat with its vampire → Ryan)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed || a.TargetSeat != 1 {
			t.Fatalf("want a +1 stealth action directed at Methuselah 2")
		}
		answer(t, g, "Do not block")
		finish(t, g)
		if !logged(g, "Combat: Aunt Linda against Ryan") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("its vampire burns it at +1 stealth; no other minion may", func(t *testing.T) {
		s := newScenario(3)
		ryan := s.Ready(0, "Ryan", 3)
		s.Ready(0, "Baixinho", 3)
		card := s.Attach(ryan, "Haven Uncovered", 0)
		card.Controller = 1 // played by Methuselah 2
		s.Ready(1, "Wauneka", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Baixinho burns Haven Uncovered")
		answer(t, g, "Ryan burns Haven Uncovered")
		if a := g.Action(); a == nil || a.Stealth != 1 || a.TargetSeat != 1 {
			t.Fatalf("want a +1 stealth action directed at Methuselah 2")
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
}
