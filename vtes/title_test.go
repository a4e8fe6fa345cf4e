package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// Titled test vampires for the contests of unique titles (§10.2, §14
// C31): princes, an archbishop and a baron of the same city, justicars
// and Inner Circle members of the same clan, regents.
var (
	_ = titled(991001, "Test Prince of Paris", "Ventrue", vtes.Camarilla, vtes.Prince, "Paris")
	_ = titled(991002, "Test Archbishop of Paris", "Lasombra", vtes.Sabbat, vtes.Archbishop, "Paris")
	_ = titled(991003, "Test Baron of Paris", "Brujah", vtes.Anarch, vtes.Baron, "Paris")
	_ = titled(991004, "Test Prince of Berlin", "Ventrue", vtes.Camarilla, vtes.Prince, "Berlin")
	_ = titled(991005, "Test Second Prince of Paris", "Toreador", vtes.Camarilla, vtes.Prince, "Paris")
	_ = titled(991006, "Test Brujah Justicar", "Brujah", vtes.Camarilla, vtes.Justicar, "")
	_ = titled(991007, "Test Second Brujah Justicar", "Brujah", vtes.Camarilla, vtes.Justicar, "")
	_ = titled(991008, "Test Ventrue Justicar", "Ventrue", vtes.Camarilla, vtes.Justicar, "")
	_ = titled(991009, "Test Ventrue Inner Circle", "Ventrue", vtes.Camarilla, vtes.InnerCircle, "")
	_ = titled(991010, "Test Second Ventrue Inner Circle", "Ventrue", vtes.Camarilla, vtes.InnerCircle, "")
	_ = titled(991011, "Test Brujah Inner Circle", "Brujah", vtes.Camarilla, vtes.InnerCircle, "")
	_ = titled(991012, "Test Regent", "Lasombra", vtes.Sabbat, vtes.Regent, "")
	_ = titled(991013, "Test Second Regent", "Tzimisce", vtes.Sabbat, vtes.Regent, "")
	_ = titled(991014, "Test Second Cardinal", "Tzimisce", vtes.Sabbat, vtes.Cardinal, "")
)

// titled defines a capacity-6 vampire with a title, tied to a city when
// one is given (TitleCity, which the card text states).
func titled(id int, name, clan string, sect vtes.Sect, title vtes.Title, city string) *vtes.CardDef {
	d := testVampire(id, name, 6, clan, "pot", sect, title)
	d.TitleCity = city
	return d
}

// withLibraries gives every seat a library, so nobody declares a
// withdrawal (§8.3) in the turns a test plays.
func withLibraries(s *vtes.Scenario, seats int) {
	for seat := range seats {
		s.Library(seat, "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse")
	}
}

// titleContest sets holder ready for seat 0 and has seat newSeat move
// newcomer out in its influence phase (turn 3); the game runs to turn
// limit.
func titleContest(t *testing.T, holder, newcomer string, newSeat, limit int, setup func(s *vtes.Scenario)) (g *vtes.Game, h, n *vtes.Card) {
	t.Helper()
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.TurnLimit = limit
	s.Options(o)
	h = s.Ready(0, holder, 3)
	n = s.Uncontrolled(newSeat, newcomer, 6)
	withLibraries(s, 2)
	if setup != nil {
		setup(s)
	}
	g = s.Start(newSeat, 3, vtes.PhaseInfluence)
	answer(t, g, "Move "+newcomer+" to your ready region")
	return g, h, n
}

// §10.2, §14 C31: a vampire coming into play with a unique title another
// vampire in play claims contests it: a prince, archbishop or baron of the
// same city (any title tied to that city); the justicar, or the Inner
// Circle member, of the same clan; the regent. Non-unique titles
// (cardinal, primogen) and other cities or clans contest nothing. A
// Methuselah's own two vampires contest a title too (title contests are
// not card contests).
func TestTitleContestBegins(t *testing.T) {
	for _, tc := range []struct {
		holder, newcomer string
		newSeat          int
		contested        bool
	}{
		{"Test Prince of Paris", "Test Second Prince of Paris", 1, true},
		{"Test Prince of Paris", "Test Archbishop of Paris", 1, true},
		{"Test Prince of Paris", "Test Baron of Paris", 1, true},
		{"Test Baron of Paris", "Test Archbishop of Paris", 1, true},
		{"Test Prince of Paris", "Test Prince of Berlin", 1, false},
		{"Test Prince of Paris", "Test Second Prince of Paris", 0, true}, // your own two princes
		{"Test Brujah Justicar", "Test Second Brujah Justicar", 1, true},
		{"Test Brujah Justicar", "Test Ventrue Justicar", 1, false},
		{"Test Ventrue Inner Circle", "Test Second Ventrue Inner Circle", 1, true}, // §14 C31
		{"Test Ventrue Inner Circle", "Test Brujah Inner Circle", 1, false},
		{"Test Regent", "Test Second Regent", 1, true},
		{"Test Cardinal Dolores", "Test Second Cardinal", 1, false},
		{"Lenny Burkhead", "The Dowager", 1, false}, // primogen
	} {
		t.Run(tc.holder+" vs "+tc.newcomer, func(t *testing.T) {
			g, h, n := titleContest(t, tc.holder, tc.newcomer, tc.newSeat, 3, nil)
			if h.TitleContested != tc.contested || n.TitleContested != tc.contested {
				t.Fatalf("contested: %v and %v; want %v", h.TitleContested, n.TitleContested, tc.contested)
			}
			if tc.contested {
				// §10.2: the claimants count as untitled: no title, no votes.
				for _, v := range []*vtes.Card{h, n} {
					if g.TitleOf(v) != vtes.NoTitle || g.Votes(v) != 0 {
						t.Errorf("%s: title %q, %d votes while contested; want none", v.Def.Name, g.TitleOf(v), g.Votes(v))
					}
				}
				if !logged(g, "is contested") {
					t.Error("the contest is not logged")
				}
			} else if g.TitleOf(n) != n.Def.Title {
				t.Errorf("%s has title %q, want %q", n.Def.Name, g.TitleOf(n), n.Def.Title)
			}
		})
	}
}

// §10.2, §14 C12: each unlock phase of its controller, a claimant pays 1
// blood to go on contesting, or yields; a claimant that yields is
// untitled for the rest of the game; when all its rivals have yielded,
// the survivor gains the title in its controller's next unlock phase.
func TestTitleContestPayYieldWin(t *testing.T) {
	g, prince, rival := titleContest(t, "Test Prince of Paris", "Test Second Prince of Paris", 1, 6, nil)

	// Turn 4, seat 0's unlock phase: pay 1 blood.
	asked(t, g, 0, "vtes.yield")
	answer(t, g, "Pay 1 blood from Test Prince of Paris")
	if prince.Blood != 2 || !prince.TitleContested {
		t.Fatalf("the prince has %d blood, contested %v; want 2 and still contesting", prince.Blood, prince.TitleContested)
	}
	answer(t, g, "End the minion phase", "End the discard phase")

	// Turn 5, seat 1's unlock phase: yield.
	asked(t, g, 1, "vtes.yield")
	answer(t, g, "Yield Test Second Prince of Paris's title")
	if !rival.TitleYielded || g.TitleOf(rival) != vtes.NoTitle {
		t.Fatalf("the yielding prince: yielded %v, title %q", rival.TitleYielded, g.TitleOf(rival))
	}
	if g.TitleOf(prince) != vtes.NoTitle {
		t.Fatal("the survivor gains the title only in its controller's next unlock phase")
	}
	answer(t, g, "End the minion phase", "End the discard phase")

	// Turn 6, seat 0's unlock phase: the contest is over.
	asked(t, g, 0, "vtes.action")
	if prince.TitleContested || g.TitleOf(prince) != vtes.Prince || g.Votes(prince) != 2 {
		t.Fatalf("the survivor: contested %v, title %q, %d votes; want a prince's 2 votes", prince.TitleContested, g.TitleOf(prince), g.Votes(prince))
	}
	if prince.Blood != 2 {
		t.Errorf("winning the title costs nothing: %d blood, want 2", prince.Blood)
	}
	if g.TitleOf(rival) != vtes.NoTitle {
		t.Error("a yielded title is lost for the rest of the game (§14 C12)")
	}
	invariants(t, g)
}

// §10.2, §14 C12: a claimant in torpor must yield, and so must one with no
// blood to pay; nobody is asked.
func TestTitleContestForcedYield(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(prince *vtes.Card)
	}{
		{"in torpor", nil},
		{"without blood", func(prince *vtes.Card) { prince.Blood = 0 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var prince *vtes.Card
			s := newScenario(2)
			o := vtes.DefaultOptions()
			o.TurnLimit = 4
			s.Options(o)
			if tc.setup == nil {
				prince = s.Torpor(0, "Test Prince of Paris", 3)
			} else {
				prince = s.Ready(0, "Test Prince of Paris", 3)
				tc.setup(prince)
			}
			s.Ready(0, "Lenny Burkhead", 3)
			s.Uncontrolled(1, "Test Second Prince of Paris", 6)
			withLibraries(s, 2)
			g := s.Start(1, 3, vtes.PhaseInfluence)
			answer(t, g, "Move Test Second Prince of Paris to your ready region")
			// The contest began (a claimant in torpor is in play); in seat
			// 0's unlock phase of turn 4 the prince yielded unasked.
			if d := g.Pending(); d == nil || d.Kind == "vtes.yield" {
				t.Fatalf("seat 0 is asked %v; the yield is forced", g.Labels())
			}
			if !logged(g, "Test Second Prince of Paris's title (prince) is contested") {
				t.Fatal("a claimant in torpor or without blood still contests")
			}
			if !prince.TitleYielded || !logged(g, "Test Prince of Paris yields the title (prince)") {
				t.Errorf("the prince %s did not yield", tc.name)
			}
		})
	}
}

// §14 C31: Inner Circle is a unique title per clan, so two Ventrue Inner
// Circle members contest it; under legacy2005.innerCircleNotUnique (2005)
// they do not.
func TestLegacyInnerCircleNotUnique(t *testing.T) {
	for _, legacy := range []bool{false, true} {
		_, h, n := titleContest(t, "Test Ventrue Inner Circle", "Test Second Ventrue Inner Circle", 1, 3, func(s *vtes.Scenario) {
			o := vtes.DefaultOptions()
			o.TurnLimit = 3
			o.InnerCircleNotUnique = legacy
			s.Options(o)
		})
		if h.TitleContested != !legacy || n.TitleContested != !legacy {
			t.Errorf("innerCircleNotUnique=%v: contested %v and %v, want %v", legacy, h.TitleContested, n.TitleContested, !legacy)
		}
	}
}

// §14 C12: each claimant pays 1 blood a turn to go on contesting its
// title; under legacy2005.baronSurcharge (2005, §10.2) a baron contesting
// a prince's city pays 2.
func TestLegacyBaronSurcharge(t *testing.T) {
	for _, tc := range []struct {
		legacy bool
		label  string
		blood  int
	}{{false, "Pay 1 blood from Test Baron of Paris", 2}, {true, "Pay 2 blood from Test Baron of Paris", 1}} {
		g, baron, _ := titleContest(t, "Test Baron of Paris", "Test Prince of Paris", 1, 6, func(s *vtes.Scenario) {
			o := vtes.DefaultOptions()
			o.TurnLimit = 6
			o.BaronSurcharge = tc.legacy
			s.Options(o)
		})
		asked(t, g, 0, "vtes.yield")
		answer(t, g, tc.label)
		if baron.Blood != tc.blood || !baron.TitleContested {
			t.Errorf("baronSurcharge=%v: the baron has %d blood, contested %v; want %d, still contesting", tc.legacy, baron.Blood, baron.TitleContested, tc.blood)
		}
	}
}
