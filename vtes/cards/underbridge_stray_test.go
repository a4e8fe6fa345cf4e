package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Underbridge Stray: an animal ally recruited for 1 blood (+1 stealth,
// §3.5.5), 1 life and 0 strength, or 2 life and 1 strength superior; it
// cannot act the turn it is recruited (§14 C23); it may burn 1 life to
// give a minion of its Methuselah a press, also the turn it arrives; it
// may burn itself during an action directed at its Methuselah to unlock
// their minion (card text; [ANK 20180517]).
func TestUnderbridgeStray(t *testing.T) {
	t.Run("inferior: recruited, 1 life, no action this turn", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(0, "Lenny Burkhead", 3)
		stray := s.Hand(0, "Underbridge Stray")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (1 life))")
		wantZone(t, stray, vtes.ZoneReady)
		wantBlood(t, stray, 1)
		wantBlood(t, horace, 2)
		mustNotOffer(t, g, "Underbridge Stray bleeds")
	})
	t.Run("superior: 2 life and 1 strength", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Horace Radcliffe", 3)
		stray := s.Hand(0, "Underbridge Stray")[0]
		mk := s.Ready(1, "Mkhokheli", 3)
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (2 life, 1 strength))",
			"Do not block")
		wantBlood(t, stray, 2)
		passUntil(t, g, "Underbridge Stray bleeds")
		blockedBleed(t, g, "Underbridge Stray", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 2)    // the Stray's hand strike of 1
		wantBlood(t, stray, 1) // Mkhokheli's hand strike
	})
	t.Run("burn 1 life: a press, the turn it arrives", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		lenny := s.Ready(0, "Lenny Burkhead", 4)
		stray := s.Hand(0, "Underbridge Stray")[0]
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Underbridge Stray (recruit (1 life))", "Do not block")
		blockedBleed(t, g, "Lenny Burkhead", "Mkhokheli")
		answer(t, g, "Use Underbridge Stray: burn 1 life")
		finish(t, g)
		wantZone(t, stray, vtes.ZoneAsh)
		wantBlood(t, lenny, 2) // two rounds
	})
	t.Run("not during an undirected action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		dowager := s.Ready(1, "The Dowager", 3)
		dowager.Locked = true
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe hunts")
		mustNotOffer(t, g, "Use Underbridge Stray: burn: unlock")
	})
}
