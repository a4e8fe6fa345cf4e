package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Antediluvian Awakening: in each Methuselah's unlock phase, they burn 1
// pool, unless they burn a vampire of capacity 4 or more they control to
// burn the card (card text; §3.2).
func TestAntediluvianAwakening(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		s.Hand(0, "Antediluvian Awakening")
		s.Ready(0, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Antediluvian Awakening")
		wantZone(t, g.CardsNamed("Antediluvian Awakening")[0], vtes.ZoneInPlay)
	})
	position := `turn 2 phase discard active 1 seats 3
rules turn-limit=3
methuselah 1
  in play: Antediluvian Awakening
methuselah 2
  ready: Mkhokheli blood 3, Ashley blood 1
`
	t.Run("1 pool", func(t *testing.T) {
		g := startPosition(t, position)
		answer(t, g, "No", "None") // no withdrawal; no vampire burned
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("or a vampire of capacity 4 or more, and the card burns", func(t *testing.T) {
		g := startPosition(t, position)
		answer(t, g, "No")
		mustNotOffer(t, g, "Ashley") // capacity 3
		answer(t, g, "Mkhokheli")
		finish(t, g)
		wantZone(t, card(t, g, "Mkhokheli"), vtes.ZoneAsh)
		wantZone(t, card(t, g, "Antediluvian Awakening"), vtes.ZoneAsh)
		wantPool(t, g, 30, 30, 30)
	})
}
