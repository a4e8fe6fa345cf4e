package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Graverobbing: [dom] steal a vampire in torpor another Methuselah
// controls; [DOM] the acting vampire can burn 2 blood to move it to the
// ready region (card text; §14 C10).
func TestGraverobbing(t *testing.T) {
	t.Run("[dom] steal it, in torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Alice Chen", 3) // dom
		s.Hand(0, "Graverobbing")
		madison := s.Torpor(1, "Madison", 2)
		s.Ready(1, "Andi Liu", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Graverobbing (steal a vampire in torpor → Andi Liu)")
		answer(t, g, "Alice Chen: Graverobbing (steal a vampire in torpor → Madison)", "Do not block")
		wantZone(t, madison, vtes.ZoneTorpor)
		if madison.Controller != 0 {
			t.Errorf("Madison controlled by %d, want 0", madison.Controller)
		}
		wantBlood(t, madison, 2)
	})
	t.Run("[DOM] 2 blood: to the ready region", func(t *testing.T) {
		s := newScenario(3)
		alexa := s.Ready(0, "Alexa Draper", 4) // DOM
		s.Hand(0, "Graverobbing")
		madison := s.Torpor(1, "Madison", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alexa Draper: Graverobbing (steal a vampire in torpor, 2 blood to move it to your ready region → Madison)",
			"Yes")
		wantZone(t, madison, vtes.ZoneReady)
		if madison.Controller != 0 {
			t.Errorf("Madison controlled by %d, want 0", madison.Controller)
		}
		wantBlood(t, alexa, 2)
	})
}
