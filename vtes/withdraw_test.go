package vtes_test

import (
	"slices"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// withdrawalTable: 3 Methuselahs. Seat 0 has an empty library and 2 cards
// in hand (fewer than 7): it may withdraw. Seats 1 and 2 have libraries.
// Seat 2, seat 0's predator, has a vampire (Nik Sikko unless named).
func withdrawalTable(t *testing.T, o vtes.Options, predator ...string) (*vtes.Game, *vtes.Card) {
	t.Helper()
	s := newScenario(3)
	o.TurnLimit = 9
	s.Options(o)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	s.Hand(0, "Majesty", "Roundhouse")
	s.Library(1, "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse")
	s.Library(2, "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse")
	s.Ready(2, append(predator, "Nik Sikko")[0], 3)
	return s.Start(0, 3, vtes.PhaseUnlock), lenny
}

// §8.3, §14 C43: a Methuselah with an empty library and fewer cards in
// hand than their hand size may declare a withdrawal in their unlock
// phase; if nothing breaks it before their next unlock phase they leave
// the game then, with 0.5 VP in a tournament game (withdrawVP by the
// mode), and their predator gains nothing; the seating relinks as for an
// ousting.
func TestWithdrawal(t *testing.T) {
	g, lenny := withdrawalTable(t, vtes.TournamentOptions())
	asked(t, g, 0, "vtes.withdraw")
	answer(t, g, "Yes")
	drive(t, g, func(d *engine.Decision) string {
		if d.Kind == "vtes.withdraw" {
			t.Fatalf("seat %d asked to withdraw again", d.Seat)
		}
		return "" // everyone passes
	})
	m := g.Methuselah(0)
	if !m.Withdrawn || !logged(g, "Methuselah 1 withdraws from the game") {
		t.Fatal("the withdrawal did not succeed")
	}
	inZone(t, lenny, vtes.ZoneRemoved)
	if g.Prey(2) != 1 {
		t.Errorf("seat 2's prey is %d, want 1 after seat 0 left", g.Prey(2))
	}
	// 0.5 for the withdrawal; 0.5 each for the others at the turn limit;
	// nothing for the predator.
	if r := g.Result(); !slices.Equal(r.Scores, []float64{0.5, 0.5, 0.5}) || pool(g, 2) != 30 {
		t.Errorf("scores %v, predator pool %d; want [0.5 0.5 0.5] and 30", r.Scores, pool(g, 2))
	}
}

// The withdrawal's reward by the mode (rulebook, Ending the Game: 1 VP;
// tournament rules §3.7.2: 0.5 VP; §14 C43), and the withdrawVP option
// overriding it either way.
func TestWithdrawalFullVP(t *testing.T) {
	for _, tt := range []struct {
		name       string
		tournament bool
		halves     int
		want       float64
	}{
		{"casual", false, vtes.ByMode, 1},
		{"tournament", true, vtes.ByMode, 0.5},
		{"tournament, withdrawVP=1", true, 2, 1},
		{"casual, withdrawVP=0.5", false, 1, 0.5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := vtes.DefaultOptions()
			o.Tournament, o.WithdrawHalves = tt.tournament, tt.halves
			g, _ := withdrawalTable(t, o)
			answer(t, g, "Yes")
			drive(t, g, func(*engine.Decision) string { return "" })
			if vp(g, 0) != tt.want {
				t.Errorf("%v VP for the withdrawal, want %v", vp(g, 0), tt.want)
			}
		})
	}
}

// §8.3: losing a single pool breaks the withdrawal: the Methuselah stays
// in the game, and may declare again while still eligible.
func TestWithdrawalBrokenByBleed(t *testing.T) {
	g, _ := withdrawalTable(t, vtes.DefaultOptions())
	answer(t, g, "Yes")
	bled, askedAgain := false, false
	drive(t, g, func(d *engine.Decision) string {
		switch {
		case d.Seat == 2 && d.Kind == "vtes.action" && !bled:
			bled = true
			return "Nik Sikko bleeds Methuselah 1"
		case d.Kind == "vtes.withdraw":
			askedAgain = true
		}
		return ""
	})
	if g.Methuselah(0).Withdrawn || !logged(g, "Methuselah 1's withdrawal failed") {
		t.Fatal("the bleed should have broken the withdrawal")
	}
	if !askedAgain {
		t.Error("an eligible Methuselah may declare again after a failed withdrawal")
	}
}

// §8.3: entering combat breaks a withdrawal, even when no blood is lost:
// Lenny blocks Flávio Gonçalves, who dodges Lenny's hand strike.
func TestWithdrawalBrokenByCombat(t *testing.T) {
	g, lenny := withdrawalTable(t, vtes.DefaultOptions(), "Flávio Gonçalves")
	answer(t, g, "Yes")
	bled := false
	drive(t, g, func(d *engine.Decision) string {
		switch {
		case d.Seat == 2 && d.Kind == "vtes.action" && !bled:
			bled = true
			return "Flávio Gonçalves bleeds Methuselah 1"
		case d.Seat == 0 && d.Kind == "vtes.block" && bled:
			return "Block with Lenny Burkhead"
		case d.Seat == 2 && d.Kind == "vtes.strike":
			return "Flávio Gonçalves: dodge"
		case d.Seat == 0 && d.Kind == "vtes.strike":
			return "Hand strike"
		}
		return ""
	})
	if !logged(g, "Flávio Gonçalves dodges") || lenny.Blood != 3 {
		t.Fatalf("the position did not play out: Lenny has %d blood", lenny.Blood)
	}
	if g.Methuselah(0).Withdrawn {
		t.Fatal("a combat should have broken the withdrawal")
	}
}

// §8.3: with cards left in the library, or a full hand, there is no
// withdrawal to declare.
func TestWithdrawalEligibility(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Hand(0, "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse", "Roundhouse")
	g := s.Start(0, 3, vtes.PhaseUnlock)
	asked(t, g, 0, "vtes.action")
}
