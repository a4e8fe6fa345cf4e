package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lodin (Olaf Holte): once each combat, 1 damage of an opposing strike
// prevented (card text; §6.7).
func TestLodinOlafHolte(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Valeriya Zinovieva", 4) // strength 2
	lodin := s.Ready(1, "Lodin (Olaf Holte)", 5)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Valeriya Zinovieva", "Lodin (Olaf Holte)")
	passUntil(t, g, "prevent 1 damage of the strike")
	answer(t, g, "prevent 1 damage of the strike")
	mustNotOffer(t, g, "prevent 1 damage of the strike")
	finish(t, g)
	wantBlood(t, lodin, 4)
}
