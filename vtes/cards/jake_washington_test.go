package cards_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Jake Washington: put in play as a unique mortal ally with 1 life; in
// his Methuselah's unlock phase, burned to add up to 4 blood to a ready
// vampire with no blood; out of play he is a master card again (card
// text; rulings [LSJ 20071014], [LSJ 20030520-2]; masterally.go).
func TestJakeWashington(t *testing.T) {
	s := newScenario(3)
	jake := s.Hand(0, "Jake Washington")[0]
	s.Ready(0, "Lenny Burkhead", 1)
	s.Ready(1, "Mkhokheli", 3)
	g := startTurns(s, 4, 0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Jake Washington")
	if !jake.Ready() || !jake.IsAlly() || jake.Blood != 1 {
		t.Fatalf("Jake Washington: zone %v, ally %v, life %d; want a ready ally with 1 life",
			jake.Zone, jake.IsAlly(), jake.Blood)
	}
	wantPool(t, g, 30, 30, 30)
	// A position written with Jake in play reads back the same.
	text := vtes.WritePosition(g)
	p, err := vtes.ReadPosition(text, cards.All())
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	h := p.Start()
	defer h.Close()
	if h.Hash() != g.Hash() {
		t.Fatalf("the position read back differs:\n%s\n%s", text, vtes.WritePosition(h))
	}
}

// TestJakeWashingtonUnlock: in the unlock phase, Jake burns to give 4
// blood to a ready vampire with none (a position: docs/POSITIONS.md).
func TestJakeWashingtonUnlock(t *testing.T) {
	p, err := vtes.ReadPosition(`
turn 5 phase unlock active 1 seats 3
rules turn-limit=5
methuselah 1
  ready: Jake Washington life 1, Lenny Burkhead locked
methuselah 2
  ready: Mkhokheli blood 3
`, cards.All())
	if err != nil {
		t.Fatal(err)
	}
	g := p.Start()
	defer g.Close()
	jake, lenny := g.Card(g.Methuselah(0).Ready[0]), g.Card(g.Methuselah(0).Ready[1])
	if !jake.IsAlly() {
		t.Fatalf("Jake Washington read in the ready region is no ally")
	}
	untilAsked(t, g, "Use Jake Washington")
	answer(t, g, "Yes", "4")
	wantBlood(t, lenny, 4)
	wantZone(t, jake, vtes.ZoneAsh)
	if jake.IsAlly() {
		t.Errorf("Jake Washington is an ally in the ash heap")
	}
}
