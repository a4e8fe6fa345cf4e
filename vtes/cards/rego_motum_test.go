package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rego Motum, for 1 blood: prevent 2 (4 superior) damage of the opposing
// minion's strike, not environmental damage; one each round; not without
// strike damage to prevent (card text; §6.7, §14 C34; groups G00153,
// G00154).
func TestRegoMotum(t *testing.T) {
	t.Run("inferior: 2 of a 3-damage strike, one each round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		trevon := readyWithHand(s, 1, "Trevon Parker", 4, "Rego Motum", "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon",
			"Play Roundhouse (hand strike at +2)")
		mustOffer(t, g, "(prevent 4 strike damage)") // superior Blood Sorcery
		answer(t, g, "Play Rego Motum (prevent 2 strike damage)")
		mustNotOffer(t, g, "Play Rego Motum")
		finish(t, g)
		wantBlood(t, trevon, 2) // 1 for the card, 1 unprevented
	})
	t.Run("the card prevents 2 in every game: its definition keeps no state",
		func(t *testing.T) {
			for game := range 2 {
				s := newScenario(3)
				readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
				trevon := readyWithHand(s, 1, "Trevon Parker", 4, "Rego Motum")
				g := s.Start(0, 2, vtes.PhaseMinion)
				answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon",
					"Play Roundhouse (hand strike at +2)",
					"Play Rego Motum (prevent 2 strike damage)")
				finish(t, g)
				if trevon.Blood != 2 {
					t.Errorf("game %d: Trevon Parker has %d blood, want 2", game+1,
						trevon.Blood)
				}
			}
		})
	t.Run("superior: the strike's damage, not Carrion Crows'", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		trevon := readyWithHand(s, 1, "Trevon Parker", 4, "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Carrion Crows (2R",
			"Play Rego Motum (prevent 4 strike damage)")
		finish(t, g)
		wantBlood(t, trevon, 1) // 1 for the card, the Crows' 2
	})
	t.Run("not against environmental damage alone", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		flavio := readyWithHand(s, 1, "Flávio Gonçalves", 4, "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Flávio", "Play Carrion Crows (1R",
			"Flávio Gonçalves: dodge")
		neverOffered(t, g, "Play Rego Motum")
		wantBlood(t, flavio, 3)
	})
}
