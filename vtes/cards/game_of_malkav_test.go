package cards_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// Game of Malkav: with a ready Malkavian; each other Methuselah chooses 1
// to 5 in secret, the player 1 to 6, revealed together; each gains what
// they chose, or burns it when another chose exactly 1 less (card text;
// §1.2, A22).
func TestGameOfMalkav(t *testing.T) {
	// play starts a 4-seat game with Arthur Denholm (a Malkavian) and Game
	// of Malkav for seat 0, the pools given, and plays the card.
	play := func(t *testing.T, pools ...int) *vtes.Game {
		s := newScenario(4)
		s.Ready(0, "Arthur Denholm", 5)
		s.Hand(0, "Game of Malkav")
		for seat, n := range pools {
			s.Pool(seat, n)
		}
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Game of Malkav")
		return g
	}
	t.Run("requires a ready Malkavian", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 5)
		s.Hand(0, "Game of Malkav")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Game of Malkav")
	})
	t.Run("secret numbers, revealed together", func(t *testing.T) {
		g := play(t, 30, 30, 30, 30)
		for i, c := range []struct{ seat, most, n int }{
			{1, 5, 3}, {2, 5, 2}, {3, 5, 5}, {0, 6, 6}, // the player last
		} {
			d := g.Pending()
			if d.Seat != c.seat || !slices.Equal(g.Labels(), amounts(c.most)) {
				t.Fatalf("choice %d: seat %d offered %q, want seat %d offered 1 to %d", i, d.Seat,
					g.Labels(), c.seat, c.most)
			}
			if p := d.Prompt.Render(engine.English); !strings.Contains(p, "in secret") {
				t.Errorf("prompt %q does not say the choice is secret", p)
			}
			if logged(g, " chose ") {
				t.Fatalf("a number is revealed before the last is chosen\n%s", logText(g))
			}
			answerAmount(t, g, c.n)
		}
		for _, l := range []string{"Methuselah 2 chose 3.", "Methuselah 3 chose 2.",
			"Methuselah 4 chose 5.", "Methuselah 1 chose 6."} {
			if !logged(g, l) {
				t.Errorf("not revealed: %q\n%s", l, logText(g))
			}
		}
		// 3 and 6 have 2 and 5 one below them: burned; 2 and 5 are gained.
		wantPool(t, g, 24, 27, 32, 35)
		if g.Revealed() == 0 {
			t.Error("the reveal does not stop an undo")
		}
	})
	t.Run("the same number twice: gained by both", func(t *testing.T) {
		g := play(t, 30, 30, 30, 30)
		for _, n := range []int{1, 1, 4, 2} {
			answerAmount(t, g, n)
		}
		wantPool(t, g, 28, 31, 31, 34) // the player's 2 has a 1 below it
	})
	t.Run("burns at once, ousting", func(t *testing.T) {
		g := play(t, 30, 2, 3, 30)
		for _, n := range []int{2, 3, 1, 1} {
			answerAmount(t, g, n)
		}
		if !g.Methuselah(1).Ousted || !g.Methuselah(2).Ousted {
			t.Errorf("pools %d and %d burned to 0 without an oust", pool(g, 1), pool(g, 2))
		}
		wantPool(t, g, 37, 0, 0, 31) // 1 gained, and 6 for ousting the prey
	})
}

// amounts are the labels of the numbers 1 to n.
func amounts(n int) []string {
	var out []string
	for i := 1; i <= n; i++ {
		out = append(out, strconv.Itoa(i))
	}
	return out
}
