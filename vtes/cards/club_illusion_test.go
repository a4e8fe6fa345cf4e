package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Club Illusion: a unique location (1 pool); an Anarch, its controller's
// or another Methuselah's, burns 1 blood once as they announce a bleed
// for +1 bleed; not for a hunt, not for a non-Anarch (card text; §3.5.1;
// [ANK 20220317]).
func TestClubIllusion(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		wantPlayed(t, "", "Club Illusion", 29)
	})
	for _, tc := range []struct {
		name       string
		clubAt     int
		actor      string
		offered    bool
		prey, left int
	}{
		{"its controller's Anarch", 0, "Rayne", true, 28, 2},
		{"another Methuselah's Anarch", 2, "Rayne", true, 28, 2},
		{"not a Camarilla vampire", 0, "Bijou", false, 29, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			v := s.Ready(0, tc.actor, 3)
			club := s.InPlay(tc.clubAt, "Club Illusion")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.actor+" bleeds")
			if !tc.offered {
				neverOffered(t, g, "Use Club Illusion")
				wantPool(t, g, 30, tc.prey, 30)
				return
			}
			answer(t, g, "Use Club Illusion: the acting Anarch burns 1 blood: +1 bleed")
			mustNotOffer(t, g, "Use Club Illusion")
			finish(t, g)
			wantBlood(t, v, tc.left)
			wantPool(t, g, 30, tc.prey, 30)
			wantZone(t, club, vtes.ZoneInPlay)
		})
	}
	t.Run("not for a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 3)
		s.InPlay(0, "Club Illusion")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rayne hunts")
		neverOffered(t, g, "Use Club Illusion")
	})
}
