package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cloak the Gathering: [obf] +1 stealth for the acting minion; [OBF] only
// another ready vampire of the acting Methuselah plays it, the acting
// minion getting +1 stealth (card text; §4.3). That vampire may be locked
// [RTR 19941109] [LSJ 19980210]; different vampires may each play a copy
// on one action [ANK 20200515]; only the acting Methuselah plays it [LSJ
// 19990425].
func TestCloakTheGathering(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Andi Liu", 3, "Cloak the Gathering", "Ayelech", 3)
		mustNotOffer(t, g, "+1 stealth to the acting minion")
		answer(t, g, "Play Cloak the Gathering (+1 stealth) with Andi Liu")
		finish(t, g)
		if logged(g, "Ayelech blocks") {
			t.Errorf("blocked at 0 intercept against 1 stealth\n%s", logText(g))
		}
	})
	t.Run("superior: by two other vampires, one locked", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3, Dr. Stephen Norton blood 3 locked, Evan Klein blood 3
			hand 1: Cloak the Gathering x2
			ready 2: Ayelech blood 3
			hand 2: Enhanced Senses
			> Andi Liu bleeds
			> Block with Ayelech
			= not offered: (+1 stealth to the acting minion) with Andi Liu
			> Play Cloak the Gathering (+1 stealth to the acting minion) with Dr. Stephen Norton
			> Play Enhanced Senses (+2 intercept)
			= not offered: (+1 stealth to the acting minion) with Dr. Stephen Norton
			> Play Cloak the Gathering (+1 stealth to the acting minion) with Evan Klein`)
		if countLog(g, "plays Cloak the Gathering") != 2 {
			t.Errorf("want two Cloaks\n%s", logText(g))
		}
		// Stealth 0 +1 +1 against intercept 0 +2: still blocked.
		play(t, g, "= logged: Ayelech blocks")
	})
	t.Run("not by the blocking Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Ready(1, "Ayelech", 3)
		readyWithHand(s, 1, "Dr. Stephen Norton", 3, "Cloak the Gathering")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu hunts", "Block with Ayelech")
		if logged(g, "Cloak") {
			t.Fatal("Cloak played")
		}
		neverOffered(t, g, "Play Cloak the Gathering")
	})
}
