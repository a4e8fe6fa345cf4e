package vtes

import (
	"slices"

	"kindred/engine"
)

// "This vampire can burn 1 blood during your next discard phase to
// unlock" (Fiendish Tongue; rules/vtes.md §3.7): the effect comes during
// an action of its Methuselah's turn, so the next discard phase is that
// turn's, and a mark lasting the turn (MarkOnce) carries it there. It is
// offered as the discard phase begins, before its discard phase action;
// using it is no discard phase action.

// msgBurnToUnlock asks whether a vampire burns 1 blood to unlock.
var msgBurnToUnlock = engine.NewMsg("vtes.burn-to-unlock", "{0}: burn 1 blood to unlock?",
	"{0} : brûler 1 sang pour se dégager ?")

// UnlockAtDiscard lets vampire v burn 1 blood to unlock during its
// Methuselah's discard phase this turn.
func (g *Game) UnlockAtDiscard(v *Card) { g.MarkOnce(discardUnlockKey(v)) }

// discardUnlockKey is the turn mark of UnlockAtDiscard for v.
func discardUnlockKey(v *Card) int { return -65<<32 - int(v.ID) }

// discardUnlocks offers each locked ready vampire of seat's that may
// unlock this discard phase, with 1 blood to burn, to do so.
func (g *Game) discardUnlocks(seat int) {
	if len(g.marks) == 0 {
		return
	}
	ready := g.seats[seat].Ready
	if !slices.ContainsFunc(ready, func(id CardID) bool { return g.Marked(discardUnlockKey(g.cards[id])) }) {
		return // no vampire of seat's marked: no copy of its list to walk (a discard phase, ≈ 60 a game)
	}
	for _, id := range append([]CardID(nil), ready...) {
		v := g.cards[id]
		if !v.Ready() || !v.IsVampire() || !v.Locked || v.Blood < 1 ||
			!g.Marked(discardUnlockKey(v)) || g.over {
			continue
		}
		if g.yesNo(seat, kindChoose, msgBurnToUnlock.With(cardArg(v))) {
			g.LoseBlood(v, 1)
			g.Unlock(v)
		}
	}
}
