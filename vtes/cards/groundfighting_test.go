package cards_test

import (
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
)

// Groundfighting, an Anarch's: maneuver, or press, or burn 1 blood to
// cancel, as it is played, the opposing minion's combat card that would
// restrict this Anarch's choice of strikes; replaced only after the
// combat (card text; §1.5.3, §6.3, §6.4, §6.6, §14 C5; [LSJ 20050221]:
// a card barring equipment counts only when the Anarch has a weapon).
func TestGroundfighting(t *testing.T) {
	t.Run("maneuver, replaced after the combat", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Anita Wainwright", 3, "Groundfighting", "Groundfighting")
		s.Library(0, "Pulled Fangs")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Mkhokheli")
		answer(t, g, "Play Groundfighting (maneuver)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
		passUntil(t, g, "Play Groundfighting (press)") // the second copy, in the press step
		if n := len(g.Methuselah(0).Hand); n != 1 || g.Combat() == nil {
			t.Errorf("hand of %d in the combat, want 1 (not replaced yet)", n)
		}
		for g.Pending() != nil && g.Combat() != nil {
			decline(t, g)
		}
		if n := len(g.Methuselah(0).Hand); n != 2 {
			t.Errorf("hand of %d after the combat, want 2 (replaced)", n)
		}
	})
	t.Run("press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Anita Wainwright", 3, "Groundfighting", "Mkhokheli", 3)
		passUntil(t, g, "Play Groundfighting (press)")
		answer(t, g, "Play Groundfighting (press)")
		finish(t, g)
		if countLog(g, "Mkhokheli takes 1 damage") != 2 {
			t.Errorf("want a second round\n%s", logText(g))
		}
		wantBlood(t, mk, 1)
	})
	t.Run("an Anarch only", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Mkhokheli", 3, "Groundfighting", "Anita Wainwright", 3)
		neverOffered(t, g, "Play Groundfighting")
	})
	t.Run("cancel a grapple allowing only hand strikes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		anita := readyWithHand(s, 1, "Anita Wainwright", 4, "Groundfighting")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Anita Wainwright")
		passUntil(t, g, "Play Immortal Grapple")
		answer(t, g, "Play Immortal Grapple (only hand strikes this round)",
			"Play Groundfighting (burn 1 blood: cancel a card restricting")
		if !logged(g, "Immortal Grapple is cancelled") {
			t.Errorf("not cancelled\n%s", logText(g))
		}
		wantBlood(t, anita, 2) // 1 for Groundfighting, 1 from Horace's hand strike
	})
	// [LSJ 20050224-2]: Shape Mastery cancelling a strike restricts the
	// choice of strikes; so does superior Anticipation, cancelling the
	// Anarch's strike card: Groundfighting cancels it and the strike
	// stands (issue 16: a cancelled strike card did not count).
	t.Run("cancel Anticipation cancelling the strike card", func(t *testing.T) {
		s := newScenario(3)
		octane := readyWithHand(s, 0, "Octane", 6, "Roundhouse", "Groundfighting")
		dj := readyWithHand(s, 1, "Djeneba", 6, "Anticipation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Octane", "Djeneba")
		passUntil(t, g, "Play Roundhouse")
		answer(t, g, "Play Roundhouse (hand strike at +2)",
			"Play Anticipation (cancel the strike card, its cost not paid)",
			"Play Groundfighting (burn 1 blood: cancel a card restricting")
		if !logged(g, "Anticipation is cancelled") || logged(g, "Roundhouse is cancelled") {
			t.Errorf("Anticipation not cancelled, or Roundhouse cancelled\n%s", logText(g))
		}
		finish(t, g)
		if !logged(g, "Octane strikes (hand strike") || countLog(g, "Octane strikes") != 1 {
			t.Errorf("Octane's Roundhouse strike did not stand\n%s", logText(g))
		}
		// Anticipation cancelled, its "burn 1 blood" (its effect, not a
		// cost) never happens; Roundhouse's 3 damage (1 strength, +2).
		wantBlood(t, dj, 3)
		wantBlood(t, octane, 3) // Djeneba's 1 on Roundhouse, 1 for Groundfighting, 1 damage
	})
	// [LSJ 20050221]: a card barring equipment restricts the choice of
	// strikes only of a minion with a weapon.
	for _, armed := range []bool{true, false} {
		name := map[bool]string{true: "with a weapon", false: "without a weapon"}[armed]
		t.Run("Drawing Out the Beast "+name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Horace Radcliffe", 4, "Drawing Out the Beast")
			anita := readyWithHand(s, 1, "Anita Wainwright", 4, "Groundfighting")
			if armed {
				s.Attach(anita, ".44 Magnum", 0)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Horace Radcliffe", "Anita Wainwright")
			passUntil(t, g, "Play Drawing Out the Beast")
			answer(t, g, "Play Drawing Out the Beast (+1 strength")
			if got := offered(g, "Play Groundfighting (burn 1 blood: cancel"); got != armed {
				t.Errorf("cancel offered: %v, want %v; options %q", got, armed, labels(g))
			}
		})
	}
}

// The cards that may restrict a minion's choice of strikes
// (vtes.StrikeRestrictorNames, strikechoice.go) are combat cards of the
// card list, by their official names.
func TestStrikeRestrictorNames(t *testing.T) {
	db := shareddata.CardDB(t)
	for _, n := range vtes.StrikeRestrictorNames() {
		if c, err := db.Lookup(n); err != nil || c.Name != n || !c.Is("Combat") {
			t.Errorf("%q: not a combat card of the card list (%v)", n, err)
		}
	}
}
