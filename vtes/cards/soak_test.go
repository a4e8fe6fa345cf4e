package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Soak: [for] prevent 2, [FOR] 4, of the normal damage a vampire takes, a
// strike's and the environmental damage resolved with it at once; never
// aggravated damage; one Soak each round (card text; §6.7; group G00033,
// G00153, G00154; [ANK 20200517-2]).
func TestSoak(t *testing.T) {
	t.Run("inferior: 2 of a 3-damage strike, one each round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		catalina := readyWithHand(s, 1, "Catalina Vega", 4, "Soak", "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Catalina",
			"Play Roundhouse (hand strike at +2)")
		mustNotOffer(t, g, "(prevent 4 non-aggravated damage)") // inferior Fortitude
		answer(t, g, "Play Soak (prevent 2 non-aggravated damage)")
		mustNotOffer(t, g, "Play Soak")
		finish(t, g)
		wantBlood(t, catalina, 3)
	})
	t.Run("superior: all of a 3-damage strike", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		madison := readyWithHand(s, 1, "Madison", 4, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Madison",
			"Play Roundhouse (hand strike at +2)",
			"Play Soak (prevent 4 non-aggravated damage)")
		finish(t, g)
		wantBlood(t, madison, 4)
	})
	t.Run("the strike's and Carrion Crows' damage together", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows", "Roundhouse")
		madison := readyWithHand(s, 1, "Madison", 5, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Madison", "Play Carrion Crows (2R",
			"Play Roundhouse (hand strike at +2)",
			"Play Soak (prevent 4 non-aggravated damage)")
		finish(t, g)
		wantBlood(t, madison, 4) // 3 + 2 damage, 4 prevented
	})
	t.Run("environmental damage alone", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		flavio := readyWithHand(s, 1, "Flávio Gonçalves", 4, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Flávio", "Play Carrion Crows (2R",
			"Flávio Gonçalves: dodge", "Play Soak (prevent 2 non-aggravated damage)")
		finish(t, g)
		wantBlood(t, flavio, 4)
	})
	t.Run("not against aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		s.Attach(trevon, "Ivory Bow", 0)
		madison := readyWithHand(s, 1, "Madison", 4, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Madison",
			"Ivory Bow: 1R aggravated damage")
		neverOffered(t, g, "Play Soak")
		wantZone(t, madison, vtes.ZoneTorpor) // aggravated damage is not healed
		wantBlood(t, madison, 4)
	})
}
