package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Immortal Grapple is played at close range before strikes, one per
// vampire each round: strikes that are not hand strikes cannot be used
// this round by either combatant; [POT] adds 1 optional press and the next
// round is at close range without a range step (card text; §6.3, §6.4; group G00127).
func TestImmortalGrapple(t *testing.T) {
	t.Run("inferior: no Majesty this round, one Grapple a round", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple",
			"Immortal Grapple")
		mk := s.Ready(1, "Mkhokheli", 4)
		majesty := s.Hand(1, "Majesty")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Immortal Grapple (only hand strikes this round)")
		neverOffered(t, g, "Play Immortal Grapple")
		wantZone(t, majesty, vtes.ZoneHand)
		wantBlood(t, mk, 3)
		wantBlood(t, horace, 3)
	})
	t.Run("a hand strike card is still usable", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "The Dowager", 4, "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Play Immortal Grapple (only hand strikes this round)")
		answer(t, g, "Play Roundhouse (hand strike at +2) with The Dowager")
		finish(t, g)
		wantBlood(t, horace, 1) // 1 + 2
	})
	t.Run("superior: the next round skips the range step", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "The Dowager", 4, "Swallowed by the Night")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Pass") // range: the Dowager could maneuver, she passes
		answer(t, g,
			"Play Immortal Grapple (only hand strikes, 1 optional press, next round close)")
		answer(t, g, "Use an optional press")
		// Round 2 starts at close range: no maneuver is offered.
		if offered(g, "Swallowed by the Night (maneuver)") {
			t.Errorf("a maneuver is offered in the round after a superior Grapple")
		}
		finish(t, g)
		if logged(g, "maneuvers") {
			t.Errorf("someone maneuvered\n%s", logText(g))
		}
	})
	t.Run("superior: the optional press is for this round only", func(t *testing.T) {
		// Group G00096 [TOM 19960521]: Mkhokheli presses with Resist
		// Earth's Grasp; Horace keeps his optional press, and has none in
		// round 2.
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "Mkhokheli", 6, "Resist Earth's Grasp")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Pass") // Mkhokheli does not maneuver
		answer(t, g, "Play Immortal Grapple (only hand strikes, 1 optional press")
		answer(t, g, "Pass", "Play Resist Earth's Grasp (press)", "Pass")
		neverOffered(t, g, "Use an optional press")
		if n := countLog(g, "Horace Radcliffe takes 1 damage"); n != 2 {
			t.Errorf("%d rounds, want 2\n%s", n, logText(g))
		}
	})
	t.Run("not at long range", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "The Dowager", 4, "Swallowed by the Night")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "The Dowager")
		answer(t, g, "Play Swallowed by the Night (maneuver)")
		neverOffered(t, g, "Play Immortal Grapple")
	})
}
