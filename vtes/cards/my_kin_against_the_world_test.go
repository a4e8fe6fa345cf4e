package cards_test

import (
	"testing"

	"kindred/vtes"
)

// My Kin Against the World, for X blood: X younger vampires of the
// acting vampire's clan chosen (younger Laibon of any clan for a Laibon);
// the referendum passing unlocks the acting vampire and them; only one
// called each turn (card text; §5.2).
func TestMyKinAgainstTheWorld(t *testing.T) {
	// Nathaniel Bordruff (Nosferatu, 7) calls it; Horace Radcliffe
	// (Nosferatu, 5) and Lenny Burkhead (Nosferatu, 6) are younger, Ashley
	// (Malkavian, 3) is not of his clan.
	setup := func(laibon bool, hand ...string) (*vtes.Game, []*vtes.Card) {
		s := newScenario(3)
		nat := readyWithHand(s, 0, "Nathaniel Bordruff", 3, hand...)
		kin := []*vtes.Card{nat, s.Ready(0, "Horace Radcliffe", 1),
			s.Ready(1, "Lenny Burkhead", 1), s.Ready(0, "Ashley", 1)}
		for _, v := range kin[1:] {
			v.Locked = true
		}
		if laibon {
			kin[0].NewSect, kin[3].NewSect = vtes.Laibon, vtes.Laibon
		}
		return s.Start(0, 2, vtes.PhaseMinion), kin
	}
	call := func(t *testing.T, g *vtes.Game) {
		t.Helper()
		answer(t, g, "Nathaniel Bordruff: My Kin Against the World")
		notBlocked(t, g)
	}
	t.Run("X younger vampires of the clan unlock", func(t *testing.T) {
		g, kin := setup(false, "My Kin Against the World")
		call(t, g)
		answerAmount(t, g, 2)
		mustNotOffer(t, g, "Ashley")
		answer(t, g, "Horace Radcliffe") // Lenny Burkhead is the one left
		finish(t, g)
		if !logged(g, "The referendum passes") {
			t.Fatalf("the referendum does not pass\n%s", logText(g))
		}
		wantBlood(t, kin[0], 1) // X = 2
		wantLocked(t, kin[0], false)
		wantLocked(t, kin[1], false)
		wantLocked(t, kin[2], false)
		wantLocked(t, kin[3], true)
	})
	t.Run("X is at most the acting vampire's blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nathaniel Bordruff", 1, "My Kin Against the World")
		s.Ready(0, "Horace Radcliffe", 1)
		s.Ready(0, "Lenny Burkhead", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		call(t, g)
		mustOffer(t, g, "1")
		mustNotOffer(t, g, "2")
	})
	t.Run("the referendum fails: nobody unlocks", func(t *testing.T) {
		s := newScenario(3)
		nat := readyWithHand(s, 0, "Nathaniel Bordruff", 3, "My Kin Against the World")
		horace := s.Ready(0, "Horace Radcliffe", 1)
		horace.Locked = true
		readyWithHand(s, 1, "The Dowager", 3, "Protected District")
		g := s.Start(0, 2, vtes.PhaseMinion)
		call(t, g)
		answerAmount(t, g, 1)
		answer(t, g, "Horace Radcliffe")
		passUntil(t, g, "Play Protected District")
		answer(t, g, "Play Protected District (+3 votes against)")
		finish(t, g)
		wantBlood(t, nat, 2) // X is paid all the same
		wantLocked(t, nat, true)
		wantLocked(t, horace, true)
	})
	t.Run("a Laibon chooses younger Laibon of any clan", func(t *testing.T) {
		g, kin := setup(true, "My Kin Against the World")
		call(t, g)
		answerAmount(t, g, 1)
		answer(t, g, "Ashley")
		finish(t, g)
		wantLocked(t, kin[3], false)
	})
	t.Run("only one called each turn", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nathaniel Bordruff", 3, "My Kin Against the World",
			"My Kin Against the World")
		s.Ready(0, "The Dowager", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		call(t, g)
		answerAmount(t, g, 0)
		neverOffered(t, g, "The Dowager: My Kin Against the World")
	})
}
