package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Flesh of Marble, before range: this combat, after 1 damage is inflicted
// in a round the rest is prevented; [pro] not aggravated damage, [PRO]
// aggravated too, the vampire choosing which it takes ([LSJ 20021001]).
// [LSJ 20040812-2] (aggravated damage treated as normal, Skin of Night)
// needs a card New Blood does not print.
func TestFleshOfMarble(t *testing.T) {
	t.Run("inferior: 3 damage, 1 taken", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nathaniel Bordruff", 7, "Roundhouse")
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.Hand(1, "Flesh of Marble")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "enter combat with a locked vampire → Hanna Nokelainen")
		answer(t, g, "Play Flesh of Marble (1 damage a round at most, aggravated excepted)")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		finish(t, g)
		wantBlood(t, hanna, 3)
		wantZone(t, hanna, vtes.ZoneReady)
		if !logged(g, "2 damage to Hanna Nokelainen is prevented") {
			t.Errorf("no prevention logged\n%s", logText(g))
		}
	})
	t.Run("superior: the vampire chooses the damage it takes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ragnar Nordstrom", 8, "Carrion Crows", "Body Flare")
		casey := readyWithHand(s, 1, "Casey Snyder", 6, "Flesh of Marble")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ragnar Nordstrom", "Casey Snyder")
		answer(t, g, "Play Carrion Crows (1R")
		answer(t, g, "Play Flesh of Marble (1 damage a round at most)")
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		// 1 environmental and 2 aggravated: one point goes through.
		answer(t, g, "Take 1 normal and 0 aggravated damage")
		finish(t, g)
		wantBlood(t, casey, 5)
		wantZone(t, casey, vtes.ZoneReady)
	})
}
