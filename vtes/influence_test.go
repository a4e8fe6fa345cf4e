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
	// What bots read without rendering the prompt (vtes.TransfersLeft).
	if read, ok := vtes.TransfersLeft(g.Pending()); !ok || read != n {
		t.Errorf("TransfersLeft = %d, %v; the prompt %q says %d", read, ok, prompt(g), n)
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
	startPosition(t, `turn 4 phase influence active 1 seats 2
		uncontrolled 1: Nik Sikko blood 2
		crypt 1: Mateo García
		> Move 1 pool to Nik Sikko
		= uncontrolled: Nik Sikko blood 3
		= methuselah 1 pool 29 transfers 3
		= asked: seat 1 vtes.influence
		= not offered: Draw a crypt card
		> Move 1 blood from Nik Sikko back to your pool
		= uncontrolled: Nik Sikko blood 2
		= methuselah 1 pool 30 transfers 1
		= asked: seat 1 vtes.influence`) // 3 transfers left, 4 needed
	startPosition(t, `turn 4 phase influence active 1 seats 2
		uncontrolled 1: Nik Sikko
		crypt 1: Mateo García
		> Draw a crypt card
		= methuselah 1 pool 29
		= uncontrolled: Nik Sikko, Mateo García`)
}

// A14: with an empty crypt there is nothing to draw.
func TestEmptyCryptNoDraw(t *testing.T) {
	startPosition(t, `turn 4 phase influence active 1 seats 2
		uncontrolled 1: Nik Sikko
		= not offered: Draw a crypt card`)
}

// §14 C37, D15: a vampire whose blood is at least its capacity may be
// moved to the ready region at any moment of the phase, by choice; it
// comes out unlocked and its excess blood drains. Until then it may hold
// more than its capacity.
func TestMoveVampireOut(t *testing.T) {
	startPosition(t, `turn 4 phase influence active 1 seats 2
		uncontrolled 1: Nik Sikko blood 2
		= not offered: Move Nik Sikko to your ready region
		> Move 1 pool to Nik Sikko
		= offered: Move Nik Sikko to your ready region
		> Move 1 pool to Nik Sikko
		= uncontrolled: Nik Sikko blood 4
		> Move Nik Sikko to your ready region
		= ready: Nik Sikko blood 3 unlocked
		= methuselah 1 pool 28`) // capacity 3: 4 allowed; the excess drains, and he comes out unlocked
}

// §14 C37: moving a vampire out is a choice: one with enough blood may
// stay in the uncontrolled region.
func TestVampireMayStayUncontrolled(t *testing.T) {
	startPosition(t, `turn 4 phase influence active 1 seats 2
		uncontrolled 1: Nik Sikko blood 3
		> End the influence phase
		= uncontrolled: Nik Sikko`)
}

// legacy2005.autoRevealAtEnd (§3.6, D16): nothing is chosen during the
// phase; at its end every vampire with enough blood becomes controlled.
func TestLegacyAutoReveal(t *testing.T) {
	startPosition(t, `turn 4 phase influence active 1 seats 2
		rules legacy2005.autoRevealAtEnd=true
		uncontrolled 1: Nik Sikko blood 3, Mateo García blood 1
		= not offered: to your ready region
		> End the influence phase
		= ready: Nik Sikko
		= uncontrolled: Mateo García`) // capacity 2
}

// §3.6, the rulebook's influence example: with 4 transfers and only 2
// pool, the Methuselah takes 1 blood back from one vampire (2 transfers),
// then spends the last 2 transfers to fill a capacity-8 vampire, keeping 1
// pool.
func TestInfluenceRulebookExample(t *testing.T) {
	startPosition(t, `turn 5 phase influence active 1 seats 2
		pools 2 30
		uncontrolled 1: Catalina Vega blood 6, Nik Sikko blood 1
		> Move 1 blood from Nik Sikko back to your pool
		> Move 1 pool to Catalina Vega
		> Move 1 pool to Catalina Vega
		> Move Catalina Vega to your ready region
		= ready: Catalina Vega blood 8
		= uncontrolled: Nik Sikko blood 0
		= methuselah 1 pool 1`) // Catalina: capacity 8
}

// §3.6, A2: a transfer that spends the last pool is legal, and ousts.
func TestLastPoolTransferOusts(t *testing.T) {
	startPosition(t, `turn 4 phase influence active 1 seats 3
		rules turn-limit=6
		pools 1 30 30
		uncontrolled 1: Nik Sikko
		ready 2: Lenny Burkhead blood 3
		> Move 1 pool to Nik Sikko
		= methuselah 1 ousted
		= methuselah 3 vp 1
		= logged: Methuselah 1 is ousted`) // the predator's VP
}
