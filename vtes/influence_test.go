package vtes_test

import (
	"fmt"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// transfersLeft reads the transfers left from the influence prompt.
func transfersLeft(t *testing.T, g *vtes.Game) int {
	t.Helper()
	asked(t, g, g.Active, "vtes.influence")
	var n, p int
	if _, err := fmt.Sscanf(prompt(g), "Influence phase: %d transfer(s) left, %d pool.", &n, &p); err != nil {
		t.Fatalf("influence prompt %q: %v", prompt(g), err)
	}
	return n
}

// §3.6, §14 C40: 1, 2 and 3 transfers in the game's first three turns,
// 4 in every later one.
func TestTransfersByTurn(t *testing.T) {
	for turn, want := range map[int]int{1: 1, 2: 2, 3: 3, 4: 4, 9: 4} {
		s := newScenario(4)
		s.Uncontrolled(0, "Nik Sikko", 0)
		g := s.Start(0, turn, vtes.PhaseInfluence)
		if got := transfersLeft(t, g); got != want {
			t.Errorf("turn %d: %d transfers, want %d", turn, got, want)
		}
	}
}

// A1, §14 C40: in a 2-player game the first Methuselah's second turn is
// the game's third: 3 transfers by default (the game-turn reading), 4
// under transfer-handicap=seat (each seat's first turn only).
func TestTransferHandicapTwoPlayers(t *testing.T) {
	for _, tc := range []struct {
		seat bool
		want []int
	}{{false, []int{1, 2, 3, 4}}, {true, []int{1, 2, 4, 4}}} {
		o := vtes.DefaultOptions()
		o.SeatHandicap = tc.seat
		g, err := vtes.NewGame(vtes.NewHeader(11, o, []string{"nb-nosferatu", "nb-toreador"}), cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for len(got) < 4 && g.Pending() != nil {
			if g.Pending().Kind == "vtes.influence" && !slicesHasTurn(got, g.Turn) {
				got = append(got, transfersLeft(t, g))
			}
			if err := g.Apply(0); err != nil { // option 0 passes or ends the phase
				t.Fatal(err)
			}
		}
		g.Close()
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("transfer-handicap seat=%v: transfers %v, want %v", tc.seat, got, tc.want)
		}
	}
}

// slicesHasTurn reports whether the transfers of this turn were read:
// one reading per turn, the first.
func slicesHasTurn(got []int, turn int) bool { return len(got) >= turn }

// §3.6: 1 transfer moves 1 pool onto an uncontrolled vampire; 2
// transfers move 1 blood back to the pool; 4 transfers and 1 pool draw
// the top crypt card into the uncontrolled region.
func TestTransferPrices(t *testing.T) {
	s := newScenario(2)
	nik := s.Uncontrolled(0, "Nik Sikko", 2)
	s.Crypt(0, "Mateo García")
	g := s.Start(0, 4, vtes.PhaseInfluence)
	answer(t, g, "Move 1 pool to Nik Sikko")
	if nik.Blood != 3 || pool(g, 0) != 29 || transfersLeft(t, g) != 3 {
		t.Fatalf("Nik %d blood, pool %d, %d transfers; want 3, 29, 3", nik.Blood, pool(g, 0), transfersLeft(t, g))
	}
	mustNotOffer(t, g, "Draw a crypt card") // 3 transfers left, 4 needed
	answer(t, g, "Move 1 blood from Nik Sikko back to your pool")
	if nik.Blood != 2 || pool(g, 0) != 30 || transfersLeft(t, g) != 1 {
		t.Fatalf("Nik %d blood, pool %d, %d transfers; want 2, 30, 1", nik.Blood, pool(g, 0), transfersLeft(t, g))
	}

	s = newScenario(2)
	s.Uncontrolled(0, "Nik Sikko", 0)
	s.Crypt(0, "Mateo García")
	g = s.Start(0, 4, vtes.PhaseInfluence)
	answer(t, g, "Draw a crypt card")
	if m := g.Methuselah(0); len(m.Uncontrolled) != 2 || len(m.Crypt) != 0 || pool(g, 0) != 29 {
		t.Errorf("after drawing: %d uncontrolled, %d in crypt, pool %d; want 2, 0, 29", len(m.Uncontrolled), len(m.Crypt), pool(g, 0))
	}
}

// A14: with an empty crypt there is nothing to draw.
func TestEmptyCryptNoDraw(t *testing.T) {
	s := newScenario(2)
	s.Uncontrolled(0, "Nik Sikko", 0)
	g := s.Start(0, 4, vtes.PhaseInfluence)
	mustNotOffer(t, g, "Draw a crypt card")
}

// §14 C37, D15: a vampire whose blood is at least its capacity may be
// moved to the ready region at any moment of the phase, by choice; it
// comes out unlocked and its excess blood drains. Until then it may hold
// more than its capacity.
func TestMoveVampireOut(t *testing.T) {
	s := newScenario(2)
	nik := s.Uncontrolled(0, "Nik Sikko", 2) // capacity 3
	g := s.Start(0, 4, vtes.PhaseInfluence)
	mustNotOffer(t, g, "Move Nik Sikko to your ready region")
	answer(t, g, "Move 1 pool to Nik Sikko")
	mustOffer(t, g, "Move Nik Sikko to your ready region")
	answer(t, g, "Move 1 pool to Nik Sikko") // 4 on a capacity-3 vampire: allowed
	if nik.Blood != 4 {
		t.Fatalf("Nik has %d blood, want 4", nik.Blood)
	}
	answer(t, g, "Move Nik Sikko to your ready region")
	inZone(t, nik, vtes.ZoneReady)
	if nik.Blood != 3 || nik.Locked {
		t.Errorf("Nik: %d blood, locked %v; the excess drains, and he comes out unlocked", nik.Blood, nik.Locked)
	}
	if pool(g, 0) != 28 {
		t.Errorf("pool %d, want 28", pool(g, 0))
	}
}

// §14 C37: moving a vampire out is a choice: one with enough blood may
// stay in the uncontrolled region.
func TestVampireMayStayUncontrolled(t *testing.T) {
	s := newScenario(2)
	nik := s.Uncontrolled(0, "Nik Sikko", 3)
	g := s.Start(0, 4, vtes.PhaseInfluence)
	answer(t, g, "End the influence phase")
	inZone(t, nik, vtes.ZoneUncontrolled)
}

// legacy2005.autoRevealAtEnd (§3.6, D16): nothing is chosen during the
// phase; at its end every vampire with enough blood becomes controlled.
func TestLegacyAutoReveal(t *testing.T) {
	s := newScenario(2)
	o := vtes.DefaultOptions()
	o.AutoReveal = true
	s.Options(o)
	nik := s.Uncontrolled(0, "Nik Sikko", 3)
	mateo := s.Uncontrolled(0, "Mateo García", 1) // capacity 2
	g := s.Start(0, 4, vtes.PhaseInfluence)
	mustNotOffer(t, g, "to your ready region")
	answer(t, g, "End the influence phase")
	inZone(t, nik, vtes.ZoneReady)
	inZone(t, mateo, vtes.ZoneUncontrolled)
}

// §3.6, the rulebook's influence example: with 4 transfers and only 2
// pool, the Methuselah takes 1 blood back from one vampire (2 transfers),
// then spends the last 2 transfers to fill a capacity-8 vampire, keeping 1
// pool.
func TestInfluenceRulebookExample(t *testing.T) {
	s := newScenario(2)
	s.Pool(0, 2)
	catalina := s.Uncontrolled(0, "Catalina Vega", 6) // capacity 8
	nik := s.Uncontrolled(0, "Nik Sikko", 1)
	g := s.Start(0, 5, vtes.PhaseInfluence)
	answer(t, g, "Move 1 blood from Nik Sikko back to your pool",
		"Move 1 pool to Catalina Vega", "Move 1 pool to Catalina Vega",
		"Move Catalina Vega to your ready region")
	inZone(t, catalina, vtes.ZoneReady)
	if catalina.Blood != 8 || nik.Blood != 0 || pool(g, 0) != 1 {
		t.Errorf("Catalina %d, Nik %d blood, pool %d; want 8, 0, 1", catalina.Blood, nik.Blood, pool(g, 0))
	}
}

// §3.6, A2: a transfer that spends the last pool is legal, and ousts.
func TestLastPoolTransferOusts(t *testing.T) {
	s := newScenario(3)
	s.Pool(0, 1)
	s.Uncontrolled(0, "Nik Sikko", 0)
	s.Ready(1, "Lenny Burkhead", 3)
	o := vtes.DefaultOptions()
	o.TurnLimit = 6
	s.Options(o)
	g := s.Start(0, 4, vtes.PhaseInfluence)
	answer(t, g, "Move 1 pool to Nik Sikko")
	if m := g.Methuselah(0); !m.Ousted {
		t.Fatal("spending the last pool should oust")
	}
	if g.Methuselah(2).VP != 2 { // the predator: 1 VP, counted in halves
		t.Errorf("the predator has %v VP, want 1", g.Methuselah(2).VPs())
	}
	if !logged(g, "Methuselah 1 is ousted") {
		t.Error("no ousting in the log")
	}
}
