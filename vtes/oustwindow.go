package vtes

import "kindred/engine"

// About to be ousted (rules/vtes.md §8.1): a Methuselah whose pool reaches
// 0 is ousted at once, but "give pool to a Methuselah with no pool to
// keep them in the game" (Life Boon) is played before the oust is final,
// from the pool they are short: one at 0 is given at least 1, one gone
// below 0 or owing more than they had is given enough to make up for it
// ([RTR 19970630] [ANK 20230817-2]). checkOusts opens the window for each
// Methuselah at 0 pool or less before any of them is ousted, in games
// holding such a card only (Game.oustWindowCards): a Methuselah saved
// there is not ousted, and when the same effect ousts their prey they are
// that prey's predator, rewards and all ([LSJ 20021029]). The window
// closes once the Methuselah is back above 0. Only out-of-turn master
// cards are played in it.

// StepAboutToBeOusted is the moment a Methuselah at 0 pool or less is
// about to be ousted.
const StepAboutToBeOusted = StepInfluence + 31

// kindsAboutToBeOusted are the cards of the window: master cards, out
// of turn (read only, shared).
var kindsAboutToBeOusted = []PlayKind{PlayMaster}

// oustWindows opens the window for each Methuselah at 0 pool or less, in
// seat order from the active one, once each; a pool emptied while a
// window is open (what a play there cost) is not ousted then (checkOusts
// waits) but gets its window after it.
func (g *Game) oustWindows() {
	n := len(g.seats)
	var done uint64
	for again := true; again; {
		again = false
		for i := range n {
			s := (g.Active + i) % n
			if m := g.seats[s]; m.Ousted || m.Pool > 0 || done&(1<<s) != 0 {
				continue
			}
			done |= 1 << s
			g.oustWindow(s)
			again = true
		}
	}
}

// oustWindow lets the others play cards while seat is about to be ousted.
func (g *Game) oustWindow(seat int) {
	if !g.windowAsked() {
		return // a replay knows nobody plays (Foresee)
	}
	g.ousting = seat + 1
	defer func() { g.ousting = 0 }()
	g.window(StepAboutToBeOusted, g.impulseOrder(g.Active, seat, false), func(int) role {
		return role{kinds: kindsAboutToBeOusted}
	})
}

// oustWindowClosed reports whether the Methuselah of the open window is
// no longer about to be ousted (windowClosed).
func (g *Game) oustWindowClosed() bool {
	s := g.ousting - 1
	return s < 0 || g.seats[s].Ousted || g.seats[s].Pool > 0
}

// AboutToBeOusted returns the seat of the Methuselah the open window is
// for, -1 when none is (StepAboutToBeOusted).
func (g *Game) AboutToBeOusted() int { return g.ousting - 1 }

// PoolShort is how much pool seat needs to stay in the game: 1 at 0
// pool, more below ([ANK 20230817-2]); 0 when above 0.
func (g *Game) PoolShort(seat int) int { return max(0, 1-g.seats[seat].Pool) }

// GivePool moves n pool from seat from to seat to ("give pool": Life
// Boon): to gains it first, so that a Methuselah about to be ousted is
// back in the game before the giver pays.
func (g *Game) GivePool(from, to, n int) {
	if n <= 0 || g.seats[from].Ousted {
		return
	}
	g.seats[to].Pool += n
	g.seats[to].changed()
	g.notePoolGain(to, n) // ledger.go
	g.burnPool(from, n)
}

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		"about to be ousted": "sur le point d'être évincé"})
}
