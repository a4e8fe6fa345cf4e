package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Wall of Filth, before range: on the vampire, one a vampire; burned to
// prevent 2 non-aggravated damage, or, superior, 2 damage of any kind
// (card text; §6.7).
func TestWallOfFilth(t *testing.T) {
	const use = "Use Wall of Filth: burn: prevent 2 damage"
	t.Run("[pro]: prevents normal damage", func(t *testing.T) {
		s := newScenario(3)
		law := readyWithHand(s, 0, "Lawbringer", 3, "Wall of Filth", "Wall of Filth")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Lawbringer", "Mkhokheli")
		answer(t, g, "Play Wall of Filth (put on this vampire: prevent 2 non-aggravated damage)")
		wall := g.Card(law.Attached[0])
		passUntil(t, g, use)
		mustNotOffer(t, g, "Play Wall of Filth") // one a vampire
		answer(t, g, use)
		finish(t, g)
		wantZone(t, wall, vtes.ZoneAsh)
		wantBlood(t, law, 3)
	})
	for _, tc := range []struct {
		name, vampire, mode string
		prevents            bool
	}{
		{"[PRO]: prevents aggravated damage", "Przemysław, War Beast",
			"(put on this vampire: prevent 2 damage)", true},
		{"[pro]: not aggravated damage", "Lawbringer",
			"(put on this vampire: prevent 2 non-aggravated damage)", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Wall of Filth")
			s.Ready(1, "Crossbreaker", 4)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.vampire, "Crossbreaker")
			answer(t, g, "Play Wall of Filth "+tc.mode)
			passUntil(t, g, "Use Crossbreaker")
			answer(t, g, "Use Crossbreaker")
			if tc.prevents {
				passUntil(t, g, use)
				answer(t, g, use)
				finish(t, g)
				wantZone(t, v, vtes.ZoneReady)
			} else {
				neverOffered(t, g, use)
				wantZone(t, v, vtes.ZoneTorpor) // aggravated damage, not healed
			}
		})
	}
}
