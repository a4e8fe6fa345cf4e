package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Veil the Legions: another ready unlocked vampire of the acting
// Methuselah plays it, one Veil each action: [obf] +1 stealth for the
// acting minion; [OBF] as well, and that vampire burns X blood for +1
// stealth on the next X actions of its Methuselah's minions this turn,
// one superior Veil each turn (card text; §4.3). Only the acting
// Methuselah plays it [LSJ 19990425]; an action cancelled after it was
// played still counts [LSJ 20070526] [ANK 20210124] (the grant is used as
// the action is announced: Game.nextActionStealth).
func TestVeilTheLegions(t *testing.T) {
	t.Run("inferior: +1 stealth, not by a locked vampire, one each action", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3, Dr. Stephen Norton blood 3 locked, Evan Klein blood 3
			hand 1: Veil the Legions x2
			ready 2: Ayelech blood 3
			hand 2: Enhanced Senses
			> Andi Liu bleeds
			> Block with Ayelech
			= not offered: Veil the Legions (+1 stealth to the acting minion) with Andi Liu
			= not offered: Veil the Legions (+1 stealth to the acting minion) with Dr. Stephen Norton
			> Play Veil the Legions (+1 stealth to the acting minion) with Evan Klein`)
		if s := g.Action().Stealth; s != 1 {
			t.Fatalf("stealth %d, want 1", s)
		}
		play(t, g, `> Play Enhanced Senses (+2 intercept)
			= not offered: Veil the Legions`)
	})
	t.Run("superior: burn 2 blood, the next two actions get +1 stealth", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3, Dr. Stephen Norton blood 3, Evan Klein blood 3
			hand 1: Veil the Legions x2
			ready 2: Ayelech blood 3
			> Andi Liu bleeds
			> Block with Ayelech
			> Play Veil the Legions (+1 stealth to the acting minion; burn X blood: +1 stealth to the next X actions) with Evan Klein`)
		answerAmount(t, g, 2)
		if logged(g, "Ayelech blocks") {
			t.Fatalf("blocked at 0 intercept against 1 stealth\n%s", logText(g))
		}
		wantBlood(t, card(t, g, "Evan Klein"), 1)
		if n := g.NextActionsStealth(0); n != 2 {
			t.Fatalf("next actions with stealth %d, want 2", n)
		}
		passUntil(t, g, "Dr. Stephen Norton hunts")
		answer(t, g, "Dr. Stephen Norton hunts")
		if s := g.Action().Stealth; s != 2 {
			t.Errorf("hunt stealth %d, want 1 + 1", s)
		}
		// No second superior this turn, even on another action.
		play(t, g, `> Block with Ayelech
			= not offered: burn X blood`)
	})
	t.Run("not by the blocking Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Ready(1, "Ayelech", 3)
		readyWithHand(s, 1, "Evan Klein", 3, "Veil the Legions")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu hunts", "Block with Ayelech")
		neverOffered(t, g, "Play Veil the Legions")
	})
}
