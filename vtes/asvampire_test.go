package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §14 C22 fixtures: an ally with Potence, a bleed modifier it may play "as
// a vampire" (1 blood, paid with life) and the same modifier without that
// permission.
var asVampireCapacity int

var (
	_ = fixture(&vtes.CardDef{ID: 992101, Name: "Test Ghoul Bruiser", Types: vtes.Ally, Life: 3, BleedAmount: 1,
		Disciplines: vtes.Disciplines{vtes.Potence: vtes.Inferior}})
	_ = fixture(&vtes.CardDef{ID: 992102, Name: "Test Brute Bleed", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Disc: vtes.Potence, Level: vtes.Inferior, Cost: vtes.Cost{Blood: 1},
			AsVampire: true, Label: "+1 bleed", Legal: vtes.BleedAction,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				asVampireCapacity = g.PlayCapacity(p)
				vtes.AddBleed(1).Resolve(g, p)
			}}}})
	_ = fixture(&vtes.CardDef{ID: 992103, Name: "Test Vampire Bleed", Types: vtes.ActionModifier,
		Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Disc: vtes.Potence, Level: vtes.Inferior, Cost: vtes.Cost{Blood: 1},
			Label: "+1 bleed", Legal: vtes.BleedAction, Resolve: vtes.AddBleed(1).Resolve}}})
)

// §14 C22: an ally that may play a card as a vampire meets its Discipline
// requirement, pays its blood cost with life, and has capacity 1 for it;
// without that permission it may not play a vampire's card.
func TestAllyPlaysCardAsVampire(t *testing.T) {
	s := newScenario(2)
	bruiser := s.Ready(0, "Test Ghoul Bruiser", 3)
	s.Hand(0, "Test Brute Bleed", "Test Vampire Bleed")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Test Ghoul Bruiser bleeds", "Do not block")
	asked(t, g, 0, "vtes.play")
	mustNotOffer(t, g, "Test Vampire Bleed")
	answer(t, g, "Play Test Brute Bleed")
	if bruiser.Blood != 2 {
		t.Errorf("the Bruiser has %d life, want 2 (the blood cost paid with life)", bruiser.Blood)
	}
	if asVampireCapacity != 1 {
		t.Errorf("capacity for the card %d, want 1", asVampireCapacity)
	}
	if got := pool(g, 1); got != 28 {
		t.Errorf("prey pool %d, want 28 (bleed 1 + 1)", got)
	}
}

// §14 C22: an effect that would send an ally to torpor burns it.
func TestAllySentToTorporBurns(t *testing.T) {
	s := newScenario(2)
	bruiser := s.Ready(0, "Test Ghoul Bruiser", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	g.ToTorpor(bruiser)
	inZone(t, bruiser, vtes.ZoneAsh)
}
