package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mind Tricks, for 1 blood: +1 stealth, only when needed; [DEM] as above,
// and if the vampire is blocked anyway, 1 optional maneuver or press in
// the resulting combat, used as either (card text; §4.3, §6.3, §6.6).
func TestMindTricks(t *testing.T) {
	// blocked has Arthur Denholm (DEM) bleed, Lenny Burkhead with a Raven
	// Spy (+1 intercept) block, and Arthur play the superior Mind Tricks:
	// still blocked.
	blocked := func(t *testing.T) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		arthur := readyWithHand(s, 0, "Arthur Denholm", 5, "Mind Tricks")
		s.Attach(s.Ready(1, "Lenny Burkhead", 6), "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arthur Denholm bleeds", "Block with Lenny",
			"Play Mind Tricks (+1 stealth, 1 maneuver or press if blocked)")
		if !logged(g, "Lenny Burkhead blocks Arthur Denholm") {
			t.Fatalf("no block\n%s", logText(g))
		}
		return g, arthur
	}
	t.Run("inferior: +1 stealth, only when needed", func(t *testing.T) {
		s := newScenario(3)
		arthur := readyWithHand(s, 0, "Arthur Denholm", 5, "Mind Tricks")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Mind Tricks")
		answer(t, g, "Arthur Denholm bleeds", "Block with Mkhokheli")
		answer(t, g, "Play Mind Tricks (+1 stealth)")
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
		wantBlood(t, arthur, 4)
	})
	t.Run("superior: used as a maneuver", func(t *testing.T) {
		g, arthur := blocked(t)
		wantBlood(t, arthur, 4)
		answer(t, g, "Use an optional maneuver or press (1 left)")
		if !logged(g, "Arthur Denholm maneuvers: the range is long") {
			t.Errorf("no maneuver\n%s", logText(g))
		}
		neverOffered(t, g, "Use an optional maneuver or press")
	})
	t.Run("superior: used as a press", func(t *testing.T) {
		g, _ := blocked(t)
		mustOffer(t, g, "Use an optional maneuver or press (1 left)") // range
		answer(t, g, "Pass")
		passUntil(t, g, "Use an optional maneuver or press (1 left)")
		if logged(g, "maneuvers") || !logged(g, "strike") {
			t.Fatalf("not offered in the press step\n%s", logText(g))
		}
		answer(t, g, "Use an optional maneuver or press (1 left)")
		if !logged(g, "Arthur Denholm presses") {
			t.Errorf("no press\n%s", logText(g))
		}
		neverOffered(t, g, "Use an optional maneuver or press")
	})
}
