package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dance with the Devil: a maneuver only to get to close range, so not
// offered at close range; superior, once this round, 1 blood buys one
// more such maneuver (card text; §6.3).
func TestDanceWithTheDevil(t *testing.T) {
	const swallow = "Play Swallowed by the Night (maneuver)"
	t.Run("superior: two maneuvers to close, the second for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		dowager := readyWithHand(s, 0, "The Dowager", 4, "Swallowed by the Night",
			"Swallowed by the Night")
		b := readyWithHand(s, 1, "Berenguela, The Vicious", 4, "Dance with the Devil")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The Dowager", "Berenguela, The Vicious")
		passUntil(t, g, swallow)
		answer(t, g, swallow)
		answer(t, g, "Play Dance with the Devil (maneuver to close, then 1 blood for another)")
		answer(t, g, swallow)
		wantManeuverOption(t, g, "Burn 1 blood: maneuver to close")
		answer(t, g, "Burn 1 blood: maneuver to close")
		finish(t, g)
		wantBlood(t, b, 2)       // 1 burned, 1 from the Dowager's hand strike
		wantBlood(t, dowager, 3) // at close range, Berenguela's hand strike lands
	})
	// Kalyani has obf and THA: her inferior play is the obf one (the first
	// offered), her superior one the THA one.
	for _, tc := range []struct{ name, vampire string }{
		{"inferior [tha]: one maneuver, none to buy", "Przemysław, War Beast"},
		{"inferior [obf]: one maneuver, none to buy", "Kalyani, Agent of Doom"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "The Dowager", 4, "Swallowed by the Night",
				"Swallowed by the Night")
			readyWithHand(s, 1, tc.vampire, 4, "Dance with the Devil")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "The Dowager", tc.vampire)
			passUntil(t, g, swallow)
			answer(t, g, swallow)
			if tc.vampire == "Przemysław, War Beast" {
				mustNotOffer(t, g, "then 1 blood for another")
			}
			answer(t, g, "Play Dance with the Devil (maneuver to close)")
			if !logged(g, tc.vampire+" maneuvers: the range is close") {
				t.Fatalf("no maneuver to close\n%s", logText(g))
			}
			answer(t, g, swallow)
			mustNotOffer(t, g, "Burn 1 blood: maneuver to close")
		})
	}
	t.Run("superior [THA]: the second maneuver for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 4, "Swallowed by the Night",
			"Swallowed by the Night")
		readyWithHand(s, 1, "Kalyani, Agent of Doom", 4, "Dance with the Devil")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The Dowager", "Kalyani, Agent of Doom")
		passUntil(t, g, swallow)
		answer(t, g, swallow)
		answer(t, g, "Play Dance with the Devil (maneuver to close, then 1 blood for another)")
		answer(t, g, swallow)
		answer(t, g, "Burn 1 blood: maneuver to close")
		if !logged(g, "Kalyani, Agent of Doom: blood 4 → 3") {
			t.Errorf("the second maneuver cost no blood\n%s", logText(g))
		}
	})
	t.Run("not at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 4)
		readyWithHand(s, 1, "Berenguela, The Vicious", 4, "Dance with the Devil")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The Dowager", "Berenguela, The Vicious")
		neverOffered(t, g, "Play Dance with the Devil")
	})
}

// wantManeuverOption checks that the option labelled label reads, for a
// bot or a client, as a maneuver.
func wantManeuverOption(t *testing.T, g *vtes.Game, label string) {
	t.Helper()
	d := g.Pending()
	for i, l := range g.Labels() {
		if l == label {
			if k := g.SeatView(d.Seat).Option(d, i).Kind; k != vtes.OptManeuver {
				t.Errorf("%q reads as option kind %v, want a maneuver", label, k)
			}
			return
		}
	}
	t.Fatalf("no option %q: %q", label, g.Labels())
}
