package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Party Out Of Bounds, by an Anarch: [obf] reduce a bleed against its
// Methuselah by 2; [pre] +2 votes in the polling of a political action;
// [pro] +1 intercept (card text; §3.5.1, §4.3, §5.2).
func TestPartyOutOfBounds(t *testing.T) {
	t.Run("obfuscate: reduce the bleed by 2", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Marcel", 3, "Party Out Of Bounds") // Lenny: bleed 2
		answer(t, g, "Lenny Burkhead bleeds", "Do not block",
			"Play Party Out Of Bounds (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("presence: +2 votes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "Marcel", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		passUntil(t, g, "Play Party Out Of Bounds (+2 votes)")
		answer(t, g, "Play Party Out Of Bounds (+2 votes)", "Vote against")
		finish(t, g)
		if !logged(g, "casts 2 vote(s) against") {
			t.Errorf("no 2 votes against\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30) // the referendum fails
	})
	t.Run("protean: +1 intercept", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Marcel", 3, "Party Out Of Bounds")
		answer(t, g, "Mkhokheli hunts", "Block with Marcel",
			"Play Party Out Of Bounds (+1 intercept)")
		finish(t, g)
		if !logged(g, "Marcel blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Farah Sarroub", 3, "Party Out Of Bounds")
		answer(t, g, "Lenny Burkhead bleeds")
		neverOffered(t, g, "Play Party Out Of Bounds")
	})
}
