package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Molotov Cocktail: ranged strike putting the card on the minion; a weapon
// that strikes 2R aggravated, not in the round it was put on, burned after
// use or at the end of combat (card text; §6.4).
func TestMolotovCocktail(t *testing.T) {
	t.Run("put on as its strike resolves, struck with the next round, burned after use", func(t *testing.T) {
		s := newScenario(3)
		aidan := readyWithHand(s, 0, "Aidan Lyle", 5, "Molotov Cocktail")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Aidan Lyle", "Mkhokheli")
		answer(t, g, "Play Molotov Cocktail")
		if len(aidan.Attached) != 1 {
			t.Fatalf("want the cocktail on Aidan, attached %v", aidan.Attached)
		}
		cocktail := g.Card(aidan.Attached[0])
		wantBlood(t, mk, 6) // the strike itself does no damage
		answer(t, g, "Use an optional press")
		answer(t, g, "Molotov Cocktail: 2R aggravated damage")
		wantZone(t, cocktail, vtes.ZoneAsh)
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("want 2 aggravated damage on Mkhokheli\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("burned at the end of combat unused", func(t *testing.T) {
		s := newScenario(3)
		aidan := readyWithHand(s, 0, "Aidan Lyle", 5, "Molotov Cocktail")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Aidan Lyle", "Mkhokheli")
		answer(t, g, "Play Molotov Cocktail")
		cocktail := g.Card(aidan.Attached[0])
		answer(t, g, "Pass")
		wantZone(t, cocktail, vtes.ZoneAsh)
	})
}
