package vtes_test

// Cards held out of play and played as if from the hand, of any type, in
// any window their type allows; face down, hidden from the other
// Methuselahs; removed from the game when burned (heldcards.go,
// outofgame.go; rules/vtes.md §1.5.3, §13.6).

import (
	"slices"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// A master card holding cards from its Methuselah's hand face down, for
// any minion of theirs and for the Methuselah; the cards played from it
// are removed from the game when burned (Gift of Proteus and The Erciyes
// Fragments together).
var _ = fixture(&vtes.CardDef{ID: 997900, Name: "Test Reliquary", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Holds:         func(g *vtes.Game, c, m *vtes.Card) []*vtes.Card { return g.Held(c) },
		HoldsFaceDown: true, HeldOutOfGame: true,
		Abilities: []vtes.Ability{{Step: vtes.StepMaster, Label: "hold a card",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(g.Hand(p.Seat)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Hold(p.Seat, g.Choose(p.Seat, g.Hand(p.Seat)), p.Source)
			}}}}})

// Held cards are seen by their holder's Methuselah only, the log names
// none of them; a strike card held is played in combat as from the hand,
// not replaced.
func TestHeldCardsFaceDownAnyWindow(t *testing.T) {
	s := newScenario(3)
	rel := s.InPlay(0, "Test Reliquary")
	s.Ready(0, "Madison", 4)
	held := s.Hand(0, "Test Haymaker", "Test Thrown Knife")
	s.Library(0, "Test Last Word", "Test Last Word")
	s.Ready(1, "Nik Sikko", 4)
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Use Test Reliquary", "Test Haymaker", "Use Test Reliquary", "Test Thrown Knife")
	if h := g.Held(rel); len(h) != 2 || len(g.Hand(0)) != 2 {
		t.Fatalf("held %v, hand of %d; want both held, the hand drawn back to 2", h, len(g.Hand(0)))
	}
	for _, c := range held {
		for seat := 0; seat < 3; seat++ {
			v := g.SeatView(seat)
			seen := v.Card(c.ID) != nil || slices.Contains(v.VisibleIDs(), c.ID)
			if seen != (seat == 0) {
				t.Errorf("seat %d sees %s: %v", seat, c.Def.Name, seen)
			}
		}
		if strings.Contains(logIn(g, engine.English), c.Def.Name) {
			t.Errorf("the log names the face-down %s:\n%s", c.Def.Name, logIn(g, engine.English))
		}
	}
	answer(t, g, "End the master phase", "Madison bleeds", "Block with Nik Sikko")
	for i := 0; i < 10 && !offered(g, "Play Test Haymaker"); i++ {
		answer(t, g, "Pass")
	}
	answer(t, g, "Play Test Haymaker (hand strike at +1) with Madison, as if from the hand")
	if len(g.Hand(0)) != 2 || len(g.Held(rel)) != 1 {
		t.Errorf("hand of %d, %d held; want 2 (not replaced) and 1", len(g.Hand(0)), len(g.Held(rel)))
	}
	if held[0].Zone != vtes.ZoneRemoved || slices.Contains(g.Methuselah(0).Ash, held[0].ID) {
		t.Errorf("Test Haymaker in %v, want removed from the game as it burns", held[0].Zone)
	}
}

// A card that enters play from the holder keeps the mark: burned later,
// it is removed from the game; back in a hand, it is a new card.
func TestHeldCardRemovedWhenBurned(t *testing.T) {
	s := newScenario(2)
	s.InPlay(0, "Test Reliquary")
	madison := s.Ready(0, "Madison", 4)
	knuckles := s.Hand(0, "Test Silver Knuckles")[0]
	s.Library(0, "Test Last Word")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Use Test Reliquary", "End the master phase")
	answer(t, g, "Madison: Test Silver Knuckles (equip) as if from the hand")
	if knuckles.Host != madison.ID || !knuckles.OutIfBurned() {
		t.Fatalf("the knuckles on %d, out if burned %v", knuckles.Host, knuckles.OutIfBurned())
	}
	g.Burn(knuckles)
	if knuckles.Zone != vtes.ZoneRemoved || slices.Contains(g.Methuselah(0).Ash, knuckles.ID) {
		t.Errorf("burned, the knuckles are in %v, want removed from the game", knuckles.Zone)
	}
}
