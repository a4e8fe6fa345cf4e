package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Claws of the Dead, for 1 blood: this round the damage of the vampire's
// hand strikes is aggravated; superior: maneuver (card text; §6.3, §6.7).
func TestClawsOfTheDead(t *testing.T) {
	t.Run("inferior: aggravated hand strikes", func(t *testing.T) {
		g, jo, mk := startBlockedBleed(t, "Joaquín de Cádiz", 4, "Claws of the Dead",
			"Mkhokheli", 6)
		mustNotOffer(t, g, "Play Claws of the Dead (maneuver)")
		answer(t, g, "Play Claws of the Dead (aggravated hand strikes this round)")
		finish(t, g)
		wantBlood(t, jo, 2) // 1 for the card, 1 hand damage
		if !logged(g, "Mkhokheli takes 0 damage and 1 aggravated") {
			t.Errorf("want 1 aggravated damage\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("superior: maneuver", func(t *testing.T) {
		g, indira, _ := startBlockedBleed(t, "Indira", 4, "Claws of the Dead", "Mkhokheli", 6)
		mustNotOffer(t, g, "(aggravated hand strikes this round)")
		answer(t, g, "Play Claws of the Dead (maneuver)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
		wantBlood(t, indira, 3)
	})
}
