package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Form of the Bat: [pro] action modifier during a block attempt: -1
// intercept to the blocker; if blocked anyway, an optional maneuver and
// no equipment in the resulting combat. [PRO] reaction: +1 intercept, and
// the same if this vampire blocks (card text; [LSJ 20010813]).
func TestFormOfTheBat(t *testing.T) {
	t.Run("inferior: the block fails", func(t *testing.T) {
		g := startActing("Hanna Nokelainen", 4, "Form of the Bat", "Mkhokheli", 6)
		answer(t, g, "Hanna Nokelainen bleeds", "Block with Mkhokheli", "Play Form of the Bat")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("inferior: blocked anyway, a maneuver and no weapon", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Kali's Fang", 0)
		s.Hand(0, "Form of the Bat")
		mk := s.Ready(1, "Lenny Burkhead", 6)
		s.Attach(mk, "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen bleeds", "Block with Lenny", "Play Form of the Bat")
		mustOffer(t, g, "Use an optional maneuver")
		answer(t, g, "Pass")
		neverOffered(t, g, "Kali's Fang")
	})
	t.Run("inferior: again in the combat of a second block ([LSJ 20010814-2])",
		func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Casey Snyder", 6, "Form of the Bat", "Form of Mist")
			s.Attach(s.Ready(1, "Mkhokheli", 6), "Raven Spy", 1)
			s.Attach(s.Ready(1, "Lenny Burkhead", 6), "Raven Spy", 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Casey Snyder bleeds", "Block with Mkhokheli", "Play Form of the Bat")
			answer(t, g, "Pass") // the first combat's maneuver
			answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)", "Yes",
				"Block with Lenny")
			if !logged(g, "Lenny Burkhead blocks Casey Snyder") {
				t.Fatalf("no second block\n%s", logText(g))
			}
			mustOffer(t, g, "Use an optional maneuver (1 left)")
		})
	t.Run("superior: +1 intercept and a maneuver for the blocker", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 6, "Casey Snyder", 6, "Form of the Bat")
		answer(t, g, "Mkhokheli hunts", "Block with Casey",
			"Play Form of the Bat (+1 intercept")
		if !logged(g, "Casey Snyder blocks Mkhokheli") {
			t.Fatalf("no block\n%s", logText(g))
		}
		passUntil(t, g, "Use an optional maneuver")
	})
}
