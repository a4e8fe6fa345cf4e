package cards_test

import (
	"testing"

	"kindred/vtes"
)

// districtReferendum has Nik Sikko (seat 0) call Kine Resources
// Contested against Methuselahs 2 and 3, The Dowager (seat 1) holding
// Protected District: the polling starts.
func districtReferendum(t *testing.T) *vtes.Game {
	t.Helper()
	s := newScenario(3)
	readyWithHand(s, 0, "Nik Sikko", 3, "Kine Resources Contested")
	readyWithHand(s, 1, "The Dowager", 3, "Protected District")
	g := s.Start(0, 2, vtes.PhaseMinion)
	callKRC(t, g, "Nik Sikko")
	return g
}

// Protected District: played by a primogen, during a bleed against its
// Methuselah (the bleed is reduced by 3) or during polling (+3 votes
// against); not by a vampire voting for (card text; §3.5.1, §5.3; [LSJ
// 20031115], group G00159).
func TestProtectedDistrict(t *testing.T) {
	t.Run("reduce a bleed by 3: no pool, no Edge", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)                             // bleed 2
		readyWithHand(s, 1, "The Dowager", 3, "Protected District") // primogen
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block",
			"Play Protected District (reduce the bleed by 3) with The Dowager")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		if g.Edge != -1 {
			t.Errorf("a bleed of 0 took the Edge for seat %d", g.Edge)
		}
	})
	t.Run("not by a vampire without the title", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		pd := s.Hand(1, "Protected District")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block")
		neverOffered(t, g, "Play Protected District")
		wantZone(t, pd, vtes.ZoneHand)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("+3 votes against", func(t *testing.T) {
		g := districtReferendum(t)
		answer(t, g, "Play Protected District (+3 votes against) with The Dowager")
		// The Dowager now votes against with her own vote too ([LSJ
		// 20031119]): she has no vote left to cast for.
		mustNotOffer(t, g, "The Dowager: 1 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum fails (1 for, 4 against)") {
			t.Errorf("want a 1-4 referendum\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not by a vampire voting for", func(t *testing.T) {
		g := districtReferendum(t)
		answer(t, g, "The Dowager: 1 vote(s) for")
		mustNotOffer(t, g, "Play Protected District")
	})
}
