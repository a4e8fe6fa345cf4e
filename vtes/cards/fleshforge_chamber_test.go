package cards_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Fleshforge Chamber: in the master phase, a ghoul ally or retainer from
// the hand goes on it, out of play; the Tzimisce play it as if from the
// hand, requirements and cost as normal, not replaced (card text;
// §1.5.3).
func TestFleshforgeChamber(t *testing.T) {
	s := newScenario(3)
	chamber := s.InPlay(0, "Fleshforge Chamber")
	whisper := s.Ready(0, "Whisper", 4)
	s.Ready(0, "Lenny Burkhead", 4)
	assistant := s.Hand(0, "Szlachta Assistant", "Deflection")[0]
	s.Library(0, "Govern the Unaligned", "Conditioning")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Use Fleshforge Chamber: put a ghoul from your hand on it") // the one ghoul
	wantZone(t, assistant, vtes.ZoneRemoved)
	if h := g.Hand(0); len(h) != 2 {
		t.Errorf("hand of %d, want it drawn back to 2", len(h))
	}
	if held := g.Held(chamber); len(held) != 1 || held[0] != assistant {
		t.Errorf("the chamber holds %v, want the assistant", held)
	}
	passUntil(t, g, "Whisper: Szlachta Assistant (employ) as if from the hand")
	mustNotOffer(t, g, "Lenny Burkhead: Szlachta Assistant") // not a Tzimisce
	// A position keeps what the chamber holds.
	p, err := vtes.ReadPosition(vtes.WritePosition(g), cards.All())
	if err != nil {
		t.Fatal(err)
	}
	if g2 := p.Start(); len(g2.Held(g2.Card(chamber.ID))) != 1 {
		t.Errorf("the position lost the held card:\n%s", vtes.WritePosition(g))
	}
	answer(t, g, "Whisper: Szlachta Assistant (employ) as if from the hand")
	notBlocked(t, g)
	wantOn(t, g, assistant, whisper)
	if h := g.Hand(0); len(h) != 2 {
		t.Errorf("hand of %d, want 2: a held card is not replaced", len(h))
	}
	if len(g.Held(chamber)) != 0 {
		t.Error("the chamber still holds the assistant")
	}
}
