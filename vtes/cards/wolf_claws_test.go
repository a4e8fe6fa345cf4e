package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Wolf Claws, for 1 blood: this round the damage of the vampire's hand
// strikes is aggravated, played before strikes (group G00112 [RTR
// 19960112]); superior: press (card text; §6.6, §6.7).
func TestWolfClaws(t *testing.T) {
	t.Run("inferior: aggravated hand strikes", func(t *testing.T) {
		g, hanna, mk := startBlockedBleed(t, "Hanna Nokelainen", 4, "Wolf Claws", "Mkhokheli",
			6)
		mustNotOffer(t, g, "(press)")
		answer(t, g, "Play Wolf Claws (aggravated hand strikes this round)")
		finish(t, g)
		wantBlood(t, hanna, 2) // 1 for the card, 1 hand damage
		if !logged(g, "Mkhokheli takes 0 damage and 1 aggravated") {
			t.Errorf("want 1 aggravated damage\n%s", logText(g))
		}
		wantBlood(t, mk, 6) // the aggravated point wounds: to torpor, no blood burned
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("superior: press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Casey Snyder", 4, "Wolf Claws", "Mkhokheli", 6)
		passUntil(t, g, "Play Wolf Claws (press)")
		answer(t, g, "Play Wolf Claws (press)")
		finish(t, g)
		if !logged(g, "Casey Snyder presses") {
			t.Errorf("no press\n%s", logText(g))
		}
		wantBlood(t, mk, 4) // a hand strike in each of two rounds
	})
}
