package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Eyes of Argus: [aus] +2 intercept during an action directed at its
// Methuselah, not an undirected one; [AUS] a locked vampire wakes and may
// block (card text; §4.2, §14 C3; group G00115).
func TestEyesOfArgus(t *testing.T) {
	t.Run("inferior: +2 intercept against a bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Mason Ha", 3, "Eyes of Argus")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Mason Ha",
			"Play Lost in Crowds (+2 stealth)", "Play Eyes of Argus (+2 intercept)")
		finish(t, g)
		if !logged(g, "Mason Ha blocks Dr. Stephen Norton") {
			t.Errorf("no block at 2 against 2\n%s", logText(g))
		}
	})
	t.Run("inferior: not against an undirected action", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Mason Ha", 3, "Eyes of Argus")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		neverOffered(t, g, "Play Eyes of Argus")
	})
	t.Run("superior: a locked vampire wakes and blocks", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Dr. Stephen Norton blood 3
			ready 2: Trevon Parker blood 3 locked
			hand 2: Eyes of Argus
			> Dr. Stephen Norton bleeds
			= not offered: Block with Trevon Parker
			> Play Eyes of Argus (wake) with Trevon Parker
			> Block with Trevon Parker
			> finish
			= logged: Trevon Parker blocks Dr. Stephen Norton`) // the woken vampire blocks
	})
}
