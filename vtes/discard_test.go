package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §3.7: 1 discard phase action: discard a card and draw its replacement;
// then the phase is over (unused actions are lost).
func TestDiscardPhaseOneAction(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	majesty := s.Hand(0, "Majesty", "Roundhouse")[0]
	s.Library(0, "Minion Tap", "Blood Doll")
	g := s.Start(0, 3, vtes.PhaseDiscard)
	asked(t, g, 0, "vtes.discard")
	mustOffer(t, g, "End the discard phase")
	answer(t, g, "Discard Majesty and draw")
	over(t, g) // the turn, and this test's game, ended: no second discard
	inZone(t, majesty, vtes.ZoneAsh)
	m := g.Methuselah(0)
	if len(m.Ash) != 1 || g.Card(m.Hand[1]).Def.Name != "Blood Doll" {
		t.Errorf("ash heap %d cards, hand %d; want Majesty discarded and Blood Doll, the top card, drawn", len(m.Ash), len(m.Hand))
	}
}

// §1.5.3, §14 C8: at the end of the turn the hand is brought back to its
// size: a Methuselah short of cards draws up to 7.
func TestHandRefilledToSeven(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Hand(0, "Majesty")
	s.Library(0, "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse")
	g := s.Start(0, 3, vtes.PhaseDiscard)
	answer(t, g, "End the discard phase")
	if n := len(g.Methuselah(0).Hand); n != 7 {
		t.Errorf("hand of %d cards, want 7", n)
	}
}

// §1.8, §3.7, A11: putting an event into play uses a discard phase
// action; each event is played once per game, by name, at the whole
// table.
func TestEventOncePerGame(t *testing.T) {
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.TurnLimit = 4
	s.Options(o)
	s.Ready(0, "Lenny Burkhead", 3)
	event := s.Hand(0, "Test Event", "Majesty")[0]
	s.Ready(1, "Nik Sikko", 3)
	s.Hand(1, "Test Event", "Roundhouse")
	g := s.Start(0, 3, vtes.PhaseDiscard)
	answer(t, g, "Play Test Event")
	inZone(t, event, vtes.ZoneInPlay)
	// Seat 1's turn: its copy cannot be played.
	for g.Pending() != nil && g.Pending().Kind != "vtes.discard" {
		answer(t, g, g.Labels()[0])
	}
	asked(t, g, 1, "vtes.discard")
	mustNotOffer(t, g, "Play Test Event")
	mustOffer(t, g, "Discard Test Event and draw")
}
