package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Raking Talons, Gargoyle, before range: the Gargoyle's hand strikes are
// aggravated for the rest of the combat; one each combat (card text;
// §6.7).
func TestRakingTalons(t *testing.T) {
	t.Run("aggravated hand strikes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Tupdog", 1, "Raking Talons", "Raking Talons")
		s.Ready(0, "Ember Wright", 3) // Tremere antitribu: his masters (§10.4)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Tupdog: Tupdog (enter combat with a minion → Mkhokheli)")
		notBlocked(t, g)
		answer(t, g, "Play Raking Talons (aggravated hand strikes this combat)")
		mustNotOffer(t, g, "Play Raking Talons")
		finish(t, g)
		if !logged(g, "Tupdog strikes (hand strike): 1 aggravated") {
			t.Errorf("no aggravated hand strike\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("not by another clan", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Raking Talons")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Madison")
		neverOffered(t, g, "Play Raking Talons")
	})
}
