package vtes_test

// An action card cancelled as its action is announced (actioncancel.go).

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// An out-of-turn master cancelling another Methuselah's action card as it
// is played.
var _ = fixture(&vtes.CardDef{ID: 990094, Name: "Test Countermand", Types: vtes.Master, OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAsPlayed, Label: "cancel an action card",
		Legal: cancels(vtes.PlayAction), Resolve: vtes.CancelPlayingUnpaid}}})

// §14 C5, G00061: an action card cancelled as announced: the action is not
// performed, the minion does not lock, the card goes to the ash heap and
// was replaced; the minion may attempt the same action again, and the
// turn's actions do not count it (Test Rally needs no action yet).
func TestActionCardCancelledAsAnnounced(t *testing.T) {
	s := newScenario(2)
	horace := s.Ready(0, "Horace Radcliffe", 3)
	s.Hand(0, "Test Rally", "Test Rally")
	s.Library(0, "Test Haymaker")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(1, "Test Countermand")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe: Test Rally")
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play Test Countermand")
	if !logged(g, "Test Rally is cancelled") || !logged(g, "action is not performed") {
		t.Fatalf("Test Rally was not cancelled\n%s", logIn(g, engine.English))
	}
	if horace.Locked {
		t.Error("Horace locked for a cancelled action")
	}
	if !inAsh(g, "Test Rally") || !inAsh(g, "Test Countermand") {
		t.Error("the cancelled card and the canceller are not in the ash heap")
	}
	if n := len(g.Methuselah(0).Hand); n != 2 {
		t.Errorf("hand of %d, want 2: the cancelled card is replaced", n)
	}
	asked(t, g, 0, "vtes.action")
	answer(t, g, "Horace Radcliffe: Test Rally") // the same action again
	if !horace.Locked {
		t.Error("Horace's second Test Rally did not lock him")
	}
}

// Not cancelled, the action card goes on as usual: its actor locks.
func TestActionCardNotCancelled(t *testing.T) {
	s := newScenario(2)
	horace := s.Ready(0, "Horace Radcliffe", 3)
	s.Hand(0, "Test Rally")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(1, "Test Countermand")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe: Test Rally")
	answer(t, g, "Pass")
	if !horace.Locked || logged(g, "is cancelled") {
		t.Errorf("the uncancelled action did not go on\n%s", logIn(g, engine.English))
	}
}

// §3.4, §14 C18: a political action cancelled as announced is not the
// vampire's political action of the turn: it may call another.
func TestPoliticalActionCancelledAsAnnounced(t *testing.T) {
	s := newScenario(2)
	mk := s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Kine Resources Contested", "Conservative Agitation")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(1, "Test Countermand")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Kine Resources Contested", "Play Test Countermand")
	if mk.Locked {
		t.Fatal("Mkhokheli locked for a cancelled political action")
	}
	mustOffer(t, g, "Mkhokheli: Conservative Agitation")
}

// An action card bleeding the prey, cancelled: the vampire has not bled
// this turn and may bleed.
func TestBleedCardCancelledAsAnnounced(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Sneak Bleed")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(1, "Test Countermand")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Sneak Bleed", "Play Test Countermand")
	mustOffer(t, g, "Nik Sikko bleeds")
	if pool(g, 1) != 30 {
		t.Errorf("prey pool %d, want 30", pool(g, 1))
	}
}
