package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Seeds of Terror, as the action is announced: minions must burn 1 blood
// to attempt to block, allies cannot; [OBF]/[PRE] a chosen vampire cannot
// block (card text; group G00086; blockprice.go).
func TestSeedsOfTerror(t *testing.T) {
	t.Run("[obf] a price to attempt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ximena", 3, "Seeds of Terror")
		s.Ready(1, "Double Deuce", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ximena bleeds", "Play Seeds of Terror (blockers burn 1 blood)")
		mustNotOffer(t, g, "Block with Double Deuce")
		answer(t, g, "Block with Mkhokheli")
		if !logged(g, "Mkhokheli: blood 3 → 2") {
			t.Errorf("Mkhokheli burned no blood to attempt\n%s", logText(g))
		}
	})
	t.Run("[PRE] a chosen vampire cannot block", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Agnieszka, Tempter of Legions", 3, "Seeds of Terror")
		s.Ready(1, "Mkhokheli", 3)
		s.Ready(1, "Loonar", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Agnieszka, Tempter of Legions bleeds",
			"Play Seeds of Terror (blockers burn 1 blood and a chosen vampire cannot block)",
			"Mkhokheli")
		mustNotOffer(t, g, "Block with Mkhokheli")
		mustOffer(t, g, "Block with Loonar")
	})
}
