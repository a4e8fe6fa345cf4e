package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Vozhd of Gravesend: recruited, its Methuselah burns an ally or
// retainer they control; a Ⓓ action to enter combat with a vampire; 1
// damage prevented each round; burn 1 life to cancel the opposing strike
// card as it is played, its cost not paid (card text; §14 C5).
func TestTheVozhdOfGravesend(t *testing.T) {
	t.Run("recruited: a retainer burned", func(t *testing.T) {
		s := newScenario(3)
		saan := readyWithHand(s, 0, "Saankaláxt", 3, "The Vozhd of Gravesend")
		guard := s.Attach(saan, "Szlachta Bodyguard", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Vozhd of Gravesend (recruit)", "Szlachta Bodyguard")
		wantZone(t, guard, vtes.ZoneAsh)
		wantPool(t, g, 26, 30, 30)
	})
	t.Run("enters combat, prevents 1 each round, 4 strength", func(t *testing.T) {
		s := newScenario(3)
		vozhd := s.Ready(0, "The Vozhd of Gravesend", 5)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Vozhd of Gravesend (enter combat with a vampire → Mkhokheli)", "Do not block")
		fightUntil(t, g, "prevent 1 damage")
		answer(t, g, "prevent 1 damage")
		finish(t, g)
		wantBlood(t, vozhd, 5) // Mkhokheli's 1 damage prevented
		wantBlood(t, mk, 2)    // 4 damage healed
	})
	t.Run("cancels a strike card, its cost not paid", func(t *testing.T) {
		s := newScenario(3)
		vozhd := s.Ready(0, "The Vozhd of Gravesend", 5)
		readyWithHand(s, 1, "Horace Radcliffe", 4, "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Vozhd of Gravesend (enter combat with a vampire → Horace Radcliffe)",
			"Do not block", "Play Roundhouse (hand strike at +2)", "burn 1 life: cancel the strike card")
		if !logged(g, "Roundhouse is cancelled") {
			t.Fatalf("Roundhouse is not cancelled\n%s", logText(g))
		}
		wantBlood(t, vozhd, 4)
	})
}
