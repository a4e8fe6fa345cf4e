package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gem Ghastly: she plays cards requiring a Ventrue as if she were one, and
// her Methuselah plays master cards requiring a Ventrue with her ready;
// another Malkavian does not (card text; §1.5.4; group G00073).
func TestGemGhastly(t *testing.T) {
	t.Run("a primogen: 1 vote; capacity 6", func(t *testing.T) {
		s := newScenario(3)
		gem := s.Ready(0, "Gem Ghastly", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, gem, 1)
		wantCapacity(t, g, gem, 6)
	})
	t.Run("she recruits a Ventrue ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Gem Ghastly", 6)
		s.Ready(0, "Andi Liu", 3) // a Malkavian
		ally := s.Hand(0, "Political Ally")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Andi Liu: Political Ally")
		answer(t, g, "Gem Ghastly: Political Ally (recruit)")
		wantZone(t, ally, vtes.ZoneReady)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("her Methuselah plays a Ventrue master card", func(t *testing.T) {
		for _, tc := range []struct {
			vampire string
			offered bool
		}{{"Gem Ghastly", true}, {"Andi Liu", false}} {
			s := newScenario(3)
			s.Ready(0, tc.vampire, 3)
			hq := s.Hand(0, "Ventrue Headquarters")[0]
			g := s.Start(0, 2, vtes.PhaseMaster)
			if !tc.offered {
				mustNotOffer(t, g, "Play Ventrue Headquarters")
				continue
			}
			answer(t, g, "Play Ventrue Headquarters")
			wantZone(t, hq, vtes.ZoneInPlay)
			wantPool(t, g, 29, 30, 30)
		}
	})
}
