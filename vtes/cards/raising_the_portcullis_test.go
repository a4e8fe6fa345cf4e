package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Raising the Portcullis: a Lasombra's referendum puts it in play; one
// per Methuselah; +1 bleed for their vampires while their prey controls
// a vampire in torpor; any vampire can call a referendum to burn it
// (card text; §5).
func TestRaisingThePortcullis(t *testing.T) {
	t.Run("in play; +1 bleed while the prey has a vampire in torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		s.Ready(0, "María del Toro", 3)
		card := s.Hand(0, "Raising the Portcullis", "Raising the Portcullis")[0]
		s.Torpor(1, "Madison", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena: Raising the Portcullis (call a referendum)")
		for g.Referendum() != nil || !offered(g, "María del Toro bleeds") {
			answer(t, g, "Pass")
		}
		if card.Zone != vtes.ZoneInPlay {
			t.Fatalf("Raising the Portcullis is in the %s\n%s", card.Zone, logText(g))
		}
		mustNotOffer(t, g, "María del Toro: Raising the Portcullis (call a referendum)") // only one
		answer(t, g, "María del Toro bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("no vampire in torpor: no bonus", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		s.InPlay(0, "Raising the Portcullis")
		s.Ready(1, "Madison", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena bleeds", "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("another Methuselah's vampire burns it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		card := s.InPlay(0, "Raising the Portcullis")
		s.Ready(1, "Alexa Draper", 3) // prince: 2 votes; an action of a card in play gives no ballot
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Alexa Draper: Raising the Portcullis (call a referendum to burn this card)", "Do not block")
		for !offered(g, "Alexa Draper: 2 vote(s) for") {
			answer(t, g, "Pass")
		}
		answer(t, g, "Alexa Draper: 2 vote(s) for")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
}
