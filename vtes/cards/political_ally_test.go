package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Political Ally: recruited by a Ventrue for 2 pool as a +1 stealth
// action; a unique mortal ally with 1 life, 0 strength and 3 bleed, which
// cannot act the turn it is recruited (card text; §3.5.5, §14 C21, C23).
func TestPoliticalAlly(t *testing.T) {
	t.Run("recruited by a Ventrue", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Ready(0, "Andi Liu", 3) // a Malkavian
		ally := s.Hand(0, "Political Ally")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Andi Liu: Political Ally")
		answer(t, g, "Madison: Political Ally (recruit)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		answer(t, g, "Do not block")
		wantZone(t, ally, vtes.ZoneReady)
		wantBlood(t, ally, 1)
		wantPool(t, g, 28, 30, 30)
		mustNotOffer(t, g, "Political Ally bleeds")
	})
	t.Run("bleeds for 3", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Political Ally", 1)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Political Ally bleeds", "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("strikes for 0", func(t *testing.T) {
		s := newScenario(3)
		ally := s.Ready(0, "Political Ally", 1)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Political Ally", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 3)
		wantZone(t, ally, vtes.ZoneAsh)
	})
	t.Run("unique: no second copy under its player's control (§14 C13)", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Political Ally", 1)
		s.Ready(0, "Madison", 3)
		second := s.Hand(0, "Political Ally")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Madison: Political Ally (recruit)")
		wantZone(t, second, vtes.ZoneHand)
	})
}
