package vtes_test

// About to be ousted (§8.1; oustwindow.go, vpinstead.go): a Methuselah at
// 0 pool is offered to the others before the oust is final; victory
// points gained go first to the cards that take them.

import (
	"testing"

	"kindred/vtes"
)

var (
	// An out-of-turn master card giving a Methuselah about to be ousted
	// the pool they are short (Life Boon's shape).
	_ = fixture(&vtes.CardDef{ID: 993170, Name: "Test Reprieve Boon", Types: vtes.Master, OutOfTurn: true,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAboutToBeOusted, Label: "reprieve",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				t := g.AboutToBeOusted()
				return t >= 0 && t != p.Seat && g.Methuselah(p.Seat).Pool > g.PoolShort(t)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				t := g.AboutToBeOusted()
				g.GivePool(p.Seat, t, g.PoolShort(t))
			}}}})
	// A card in play taking every half victory point the first seat gains
	// for its controller.
	_ = fixture(&vtes.CardDef{ID: 993171, Name: "Test Vow Holder", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "patron", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{TakesVP: func(_ *vtes.Game, _ *vtes.Card, seat, halves int) int {
			if seat == 0 {
				return halves
			}
			return 0
		}}})
)

// §8.1: the window opens before the oust; one kept in the game is not
// ousted, and once they are, nobody else is asked.
func TestAboutToBeOusted(t *testing.T) {
	t.Run("kept in the game", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		s.Pool(1, 1)
		s.Hand(0, "Test Reprieve Boon") // the active Methuselah: not out of turn
		s.Hand(2, "Test Reprieve Boon")
		s.Hand(3, "Test Reprieve Boon")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		declineBlocks(t, g)
		if g.Pending().Seat != 2 {
			t.Fatalf("seat %d asked first, want Methuselah 3 (its window, in impulse order)", g.Pending().Seat+1)
		}
		answer(t, g, "Play Test Reprieve Boon")
		if g.Methuselah(1).Ousted || g.Methuselah(1).Pool != 1 || g.Methuselah(2).Pool != 29 {
			t.Fatalf("Methuselah 2 ousted %v at pool %d, Methuselah 3 at %d", g.Methuselah(1).Ousted,
				g.Methuselah(1).Pool, g.Methuselah(2).Pool)
		}
		if logged(g, "Methuselah 4 plays") || len(g.Methuselah(3).Hand) != 1 {
			t.Errorf("Methuselah 4 played in a closed window")
		}
	})
	t.Run("ousted when nobody plays", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Pool(1, 1)
		s.Hand(2, "Test Reprieve Boon")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		declineBlocks(t, g)
		answer(t, g, "Pass")
		if !g.Methuselah(1).Ousted || !logged(g, "Methuselah 1: VP 0 → 1 (ousting the prey)") {
			t.Errorf("Methuselah 2 ousted %v; no point to Methuselah 1", g.Methuselah(1).Ousted)
		}
	})
}

// §8.1: a card in play taking the victory points a Methuselah gains
// takes them for its controller, from an oust and from the time limit.
func TestVictoryPointsTakenInstead(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	s.Pool(1, 1)
	s.InPlay(2, "Test Vow Holder")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli bleeds")
	declineBlocks(t, g)
	for i := 0; g.Pending() != nil && i < 200; i++ {
		answer(t, g, g.Labels()[0])
	}
	if g.Methuselah(0).VP != 0 || g.Methuselah(2).VP != 4 || g.Methuselah(0).Pool != 36 {
		t.Errorf("half VP %d and %d, pool %d: want 0 and 4 (the oust's and the time limit's), 36",
			g.Methuselah(0).VP, g.Methuselah(2).VP, g.Methuselah(0).Pool)
	}
}

// declineBlocks declines the block of every Methuselah asked.
func declineBlocks(t *testing.T, g *vtes.Game) {
	t.Helper()
	for offered(g, "Do not block") {
		answer(t, g, "Do not block")
	}
}
