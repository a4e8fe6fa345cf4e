package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Life Boon: played as another Methuselah is about to be ousted, it gives
// them the pool they are short and stays in play naming them (card text;
// vtes/oustwindow.go, §8.1).
func TestLifeBoon(t *testing.T) {
	t.Run("a Methuselah at 0 pool kept in the game", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Pool(1, 1).Pool(2, 10)
		s.Hand(2, "Life Boon")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Life Boon")
		mustNotOffer(t, g, "10")
		answer(t, g, "3") // amounts 1 to 9: the giver keeps 1
		if g.Methuselah(1).Ousted {
			t.Fatalf("Methuselah 2 is ousted\n%s", logText(g))
		}
		wantPool(t, g, 30, 3, 7)
		boon := inPlayNamed(t, g, 2, "Life Boon")
		if !boon.SeatChosen(1) {
			t.Errorf("Life Boon names seats %b, want Methuselah 2", boon.ChosenSeats())
		}
	})
	t.Run("owing more: enough to make up for it [RTR 19970630] [ANK 20230817-2]", func(t *testing.T) {
		g := minionPhaseBoon(t, 1, 10)
		answer(t, g, "Play Life Boon")
		mustNotOffer(t, g, "1")
		answer(t, g, "2") // the bleed of 2 took it to -1
		wantPool(t, g, 30, 1, 8)
	})
	t.Run("not when the giver would give their last pool", func(t *testing.T) {
		g := minionPhaseBoon(t, 1, 2)
		mustNotOffer(t, g, "Play Life Boon")
		if !g.Methuselah(1).Ousted {
			t.Errorf("Methuselah 2 is not ousted\n%s", logText(g))
		}
	})
	t.Run("the victory point of their oust goes to the boon's player", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		s.Pool(1, 1)
		boon := boonOn(s, 3, 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g)
		// The time limit ends the game: 0.5 VP to each Methuselah left,
		// Methuselah 1's theirs again.
		wantVP(t, g, 1, 0, 1, 3)
		wantPool(t, g, 36, 0, 30, 30) // the pool is still theirs
		wantZone(t, boon, vtes.ZoneAsh)
	})
	t.Run("half a victory point, the boon kept until a whole one [RTR 19991206]", func(t *testing.T) {
		s := newScenario(3)
		boon := boonOn(s, 2, 0)
		g := startTurns(s, 1, 0, 2, vtes.PhaseDiscard)
		finish(t, g)
		wantVP(t, g, 0, 1, 2)
		wantZone(t, boon, vtes.ZoneInPlay)
		if boon.Counters != 1 {
			t.Errorf("Life Boon holds %d half points, want 1", boon.Counters)
		}
	})
	t.Run("a series of boons, one point each [RTR 19951017]", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Mkhokheli", 3)
		s.Pool(1, 1)
		first := boonOn(s, 3, 0)
		second := boonOn(s, 2, 0)
		second.Links[0] = first.ID
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g)
		// At the time limit, the next boon takes Methuselah 1's half.
		wantVP(t, g, 0, 0, 2, 3)
		wantZone(t, first, vtes.ZoneAsh)
		wantZone(t, second, vtes.ZoneInPlay)
	})
	t.Run("not when the boon's player is the one ousted [RTR 20000501] [LSJ 20020622]", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Pool(1, 1)
		boonOn(s, 1, 0) // on their predator
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g)
		wantVP(t, g, 3, 0, 1) // and the halves of the time limit
	})
	t.Run("1 pool stolen in each of their unlock phases", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			in play 3: Life Boon chosen-seats 1`)
		if w := vtes.WritePosition(g); !strings.Contains(w, "Life Boon chosen-seats 1") {
			t.Errorf("the position written lost the boon's Methuselah:\n%s", w)
		}
		answer(t, g, "No") // no withdrawal
		answer(t, g, "Yes")
		wantPool(t, g, 29, 30, 31)
		if !logged(g, "Life Boon") {
			t.Errorf("Life Boon is not named\n%s", logText(g))
		}
	})
}

// minionPhaseBoon: Hanna Nokelainen (Methuselah 1) bleeds Methuselah 2,
// at pool 1, for 2 with Adhocracy; Methuselah 3, at pool giver, holds a
// Life Boon. It waits at the window of the oust.
func minionPhaseBoon(t *testing.T, pool, giver int) *vtes.Game {
	t.Helper()
	s := newScenario(3)
	readyWithHand(s, 0, "Hanna Nokelainen", 4, "Adhocracy")
	s.Pool(1, pool).Pool(2, giver)
	s.Hand(2, "Life Boon")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Hanna Nokelainen bleeds")
	notBlocked(t, g)
	answer(t, g, "Play Adhocracy (+1 bleed)")
	for offered(g, "Pass") && !offered(g, "Life Boon") {
		answer(t, g, "Pass")
	}
	return g
}

// boonOn puts a Life Boon in play for seat, naming on.
func boonOn(s *vtes.Scenario, seat, on int) *vtes.Card {
	b := s.InPlay(seat, "Life Boon")
	b.Links[0] = vtes.NoCard
	s.ChooseSeats(b, 1<<on)
	return b
}

// inPlayNamed returns seat's card in play of that name.
func inPlayNamed(t *testing.T, g *vtes.Game, seat int, name string) *vtes.Card {
	t.Helper()
	for _, id := range g.Methuselah(seat).InPlay {
		if c := g.Card(id); c.Def.Name == name {
			return c
		}
	}
	t.Fatalf("Methuselah %d has no %s in play", seat+1, name)
	return nil
}

// wantVP checks each seat's victory points, in half points.
func wantVP(t *testing.T, g *vtes.Game, halves ...int) {
	t.Helper()
	for s, h := range halves {
		if got := g.Methuselah(s).VP; got != h {
			t.Errorf("Methuselah %d has %d half victory points, want %d\n%s", s+1, got, h, logText(g))
		}
	}
}

// Life Boon: an effect ousting its Methuselah and their prey at once: the
// boon keeps its Methuselah in the game first, so they are the prey's
// predator, the victory point going to the boon's player and the 6 pool
// to them ([LSJ 20021029]).
func TestLifeBoonOustsAtOnce(t *testing.T) {
	s := newScenario(4)
	aidan := readyWithHand(s, 0, "Aidan Lyle", 7, "Kine Resources Contested")
	s.Pool(1, 2).Pool(2, 2).Pool(3, 10)
	s.Hand(3, "Life Boon")
	g := s.Start(0, 2, vtes.PhaseMinion)
	g.MakeAnarch(aidan)
	callKRC(t, g, "Aidan Lyle")
	for offered(g, "Pass") && !offered(g, "Life Boon") {
		answer(t, g, "Pass")
	}
	answer(t, g, "Play Life Boon", "2")
	if g.Methuselah(1).Ousted || !g.Methuselah(2).Ousted {
		t.Fatalf("ousted: Methuselah 2 %v, Methuselah 3 %v; want Methuselah 3 only\n%s",
			g.Methuselah(1).Ousted, g.Methuselah(2).Ousted, logText(g))
	}
	wantPool(t, g, 30, 8, 0, 8)
	wantVP(t, g, 1, 1, 0, 3) // and the halves of the time limit
}
