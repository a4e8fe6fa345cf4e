package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Scalpel Tongue, for 1 blood, needs Celerity and Presence: during polling
// a vampire that cast votes is locked and abstains; superior: it also
// burns 1 blood; an action modifier for the caller's vampire, a reaction
// for the others (card text; §5.2, §5.3).
func TestScalpelTongue(t *testing.T) {
	t.Run("superior as a reaction: the caller's prince abstains", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		cat := readyWithHand(s, 1, "Catalina Vega", 3, "Scalpel Tongue")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass")
		mustNotOffer(t, g, "Play Scalpel Tongue") // nobody has voted yet
		answer(t, g, "Catalina Vega: 2 vote(s) against", "Mkhokheli: 2 vote(s) for")
		answer(t, g,
			"Play Scalpel Tongue (a voting vampire is locked and abstains, burns 1 blood) with Catalina Vega",
			"Mkhokheli")
		finish(t, g)
		if !logged(g, "The referendum fails (1 for, 2 against)") {
			t.Errorf("Mkhokheli's 2 votes still count\n%s", logText(g))
		}
		wantBlood(t, mk, 2)
		wantBlood(t, cat, 2)
		wantLocked(t, mk, true)
	})
	t.Run("the votes cards gave the vampire abstain too", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested", "Bewitching Oration")
		readyWithHand(s, 1, "Catalina Vega", 3, "Scalpel Tongue")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		// Mkhokheli's +4 go for, with his own 2 votes.
		answer(t, g, "Play Bewitching Oration (+4 votes)", "Vote for",
			"Catalina Vega: 2 vote(s) against")
		answer(t, g,
			"Play Scalpel Tongue (a voting vampire is locked and abstains) with Catalina Vega",
			"Mkhokheli")
		finish(t, g)
		if !logged(g, "The referendum fails (1 for, 2 against)") {
			t.Errorf("Mkhokheli abstains with all his votes\n%s", logText(g))
		}
	})
	t.Run("inferior by the acting vampire: the opposing prince abstains", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested", "Scalpel Tongue") // cel PRE
		cat := s.Ready(1, "Catalina Vega", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass", "Catalina Vega: 2 vote(s) against")
		answer(t, g,
			"Play Scalpel Tongue (a voting vampire is locked and abstains) with Mkhokheli")
		finish(t, g)
		if logged(g, "The referendum fails") {
			t.Errorf("Catalina's 2 votes still count\n%s", logText(g))
		}
		wantLocked(t, cat, true)
		wantBlood(t, cat, 3)
	})
	t.Run("superior by the acting vampire: the voter burns 1 blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Catalina Vega", 3, "Kine Resources Contested", "Scalpel Tongue") // CEL PRE
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Catalina Vega")
		answer(t, g, "Pass", "Mkhokheli: 2 vote(s) against")
		answer(t, g,
			"Play Scalpel Tongue (a voting vampire is locked and abstains, burns 1 blood) with Catalina Vega")
		finish(t, g)
		if logged(g, "The referendum fails") {
			t.Errorf("Mkhokheli's 2 votes still count\n%s", logText(g))
		}
		wantLocked(t, mk, true)
		wantBlood(t, mk, 2)
	})
	t.Run("needs both Disciplines at the level", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested", "Scalpel Tongue") // cel PRE: no superior mode
		s.Ready(1, "Catalina Vega", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass", "Catalina Vega: 2 vote(s) against")
		mustOffer(t, g,
			"Play Scalpel Tongue (a voting vampire is locked and abstains) with Mkhokheli")
		mustNotOffer(t, g, "burns 1 blood")
	})
}
