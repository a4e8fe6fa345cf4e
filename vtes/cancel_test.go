package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// Cards that cancel a card as it is played (§14 C5), as test fixtures:
// the New Blood decks print none.
var (
	_ = fixture(&vtes.CardDef{ID: 990090, Name: "Test Reversal", Types: vtes.Master, OutOfTurn: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAsPlayed, Label: "cancel a master card",
			Legal: cancels(vtes.PlayMaster), Resolve: vtes.CancelPlaying}}})
	_ = fixture(&vtes.CardDef{ID: 990091, Name: "Test Objection", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepAsPlayed, Label: "cancel an action modifier",
			Legal: cancels(vtes.PlayModifier), Resolve: vtes.CancelPlaying}}})
	_ = fixture(&vtes.CardDef{ID: 990092, Name: "Test Parry", Types: vtes.Master, OutOfTurn: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAsPlayed, Label: "cancel a strike card",
			Legal: cancels(vtes.PlayStrike), Resolve: vtes.CancelPlaying}}})
)

// cancels: the card being played is of kind k and another Methuselah's.
func cancels(k vtes.PlayKind) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool {
		q := g.Playing()
		return q != nil && q.Mode.Kind == k && q.Seat != p.Seat
	}
}

// §14 C5: a master card cancelled as it is played has no effect and goes
// to the ash heap; a cancelled trifle gives no extra master phase action.
// Unchallenged, the same trifle does.
func TestCancelledMasterCard(t *testing.T) {
	setup := func() *vtes.Game {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, "Test Trifle", "Test Fortitude")
		s.Ready(1, "Lenny Burkhead", 3)
		s.Hand(1, "Test Reversal")
		return s.Start(0, 3, vtes.PhaseMaster)
	}
	t.Run("cancelled", func(t *testing.T) {
		g := setup()
		answer(t, g, "Play Test Trifle")
		asked(t, g, 1, "vtes.play")
		answer(t, g, "Play Test Reversal")
		if !logged(g, "Test Trifle is cancelled: it has no effect.") {
			t.Error("the cancel is not logged")
		}
		if g.Pending().Kind == "vtes.master" {
			t.Errorf("a cancelled trifle gave an extra master phase action: %q", g.Labels())
		}
		for _, name := range []string{"Test Trifle", "Test Reversal"} {
			if !inAsh(g, name) {
				t.Errorf("%s is not in the ash heap", name)
			}
		}
	})
	t.Run("not cancelled", func(t *testing.T) {
		g := setup()
		answer(t, g, "Play Test Trifle", "Pass")
		asked(t, g, 0, "vtes.master")
		mustOffer(t, g, "Play Test Fortitude")
	})
}

// §14 C5, C19: a cancelled action modifier counts as played (its name is
// not offered again this action) but raises nothing, so it does not use
// up the action's one limited modifier: Test Bonding may follow. Bleed 1
// + Bonding 2.
func TestCancelledModifier(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Threat", "Test Threat", "Test Bonding")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(1, "Test Objection")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Do not block", "Play Test Threat")
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play Test Objection")
	if !logged(g, "Test Threat is cancelled") {
		t.Fatal("Test Threat was not cancelled")
	}
	mustNotOffer(t, g, "Test Threat")
	answer(t, g, "Play Test Bonding")
	if got := pool(g, 1); got != 27 {
		t.Errorf("prey pool %d, want 27 (bleed 1 + Bonding 2; the Threat cancelled)", got)
	}
}

// §14 C5: a strike card cancelled as it is played: the minion chooses its
// strike again, and may play another strike card.
func TestCancelledStrikeCard(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Thrown Knife", "Test Haymaker")
	catalina := s.Ready(1, "Catalina Vega", 4)
	s.Hand(1, "Test Parry")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Catalina Vega", "Play Test Thrown Knife")
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play Test Parry")
	asked(t, g, 0, "vtes.strike")
	answer(t, g, "Play Test Haymaker")
	if catalina.Blood != 2 {
		t.Errorf("Catalina %d blood, want 2 (the Haymaker's 2, not the knife's)", catalina.Blood)
	}
	if !inAsh(g, "Test Thrown Knife") {
		t.Error("the cancelled knife is not in the ash heap")
	}
}

// Without a card able to cancel in the game, no window opens: the game
// asks nothing more than before (§14 C5 costs ordinary games nothing).
func TestNoCancelWindowWithoutCancels(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Trifle", "Test Fortitude")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Trifle")
	asked(t, g, 0, "vtes.master")
}

func inAsh(g *vtes.Game, name string) bool {
	for s := range g.Seats() {
		for _, id := range g.Methuselah(s).Ash {
			if g.Card(id).Def.Name == name {
				return true
			}
		}
	}
	return false
}
