package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rapid Change, for 1 blood: [pro] +1 stealth when needed; [PRO] strike:
// combat ends (card text; §4.3, §6.4).
func TestRapidChange(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Rapid Change")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel bleeds", "Block with Mkhokheli", "Play Rapid Change (+1 stealth)")
		finish(t, g)
		wantBlood(t, marcel, 2)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("superior: combat ends", func(t *testing.T) {
		g, crystal, mk := startBlockedBleed(t, "Crystal Lynn", 3, "Rapid Change", "Mkhokheli",
			3)
		answer(t, g, "Pass", "Play Rapid Change (combat ends)")
		if g.Combat() != nil {
			answer(t, g, "Hand strike")
		}
		wantBlood(t, crystal, 2)
		wantBlood(t, mk, 3)
	})
	// Its strike is a "combat ends" strike (Mode.StrikeKind): Dog Pack's
	// employer's opponent cannot strike: combat ends (§6.4).
	t.Run("superior: barred by Dog Pack", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		readyWithHand(s, 1, "Crystal Lynn", 6, "Rapid Change", "Form of the Cobra")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Crystal Lynn")
		passUntil(t, g, "Play Form of the Cobra")
		mustNotOffer(t, g, "Rapid Change (combat ends)")
	})
}
