package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Haqim's Law: Retribution: during a bleed by a Banu Haqim its Methuselah
// controls, discard a combat card for +1 bleed, once each action for each
// copy, only by the bleeding minion (card text; [ANK 20221102-2], [ANK
// 20220502]).
func TestHaqimsLawRetribution(t *testing.T) {
	t.Run("+1 bleed once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		flare := s.Hand(0, "Body Flare", "Earth Meld")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds", "Use Haqim's Law", "Body Flare")
		wantZone(t, flare, vtes.ZoneAsh)
		neverOffered(t, g, "Use Haqim's Law")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Anita Wainwright", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		s.Hand(0, "Body Flare")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		neverOffered(t, g, "Use Haqim's Law")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not without a combat card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		s.InPlay(0, "Haqim's Law: Retribution")
		s.Hand(0, "Thing")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah bleeds")
		neverOffered(t, g, "Use Haqim's Law")
	})
}
