package vtes

import "kindred/engine"

// Optional presses only usable to continue combat ("this acting minion
// gets 1 optional press, only usable to continue combat, during that
// combat": Harass; rules/vtes.md §6.6): offered in the press step while
// no one has pressed, not to cancel another's press.

var msgUseContinuePress = engine.NewMsg("vtes.use-continue-press",
	"Use an optional press to continue combat ({0} left)",
	"Utiliser une poursuite optionnelle pour continuer le combat ({0} restante(s))")

// codeContinuePress is the option code of such a press (beside -1, pass,
// and -2, another optional press: pressStep).
const codeContinuePress = -4

// GainContinuePresses gives combatant m of cs n optional presses for the
// combat, only usable to continue it.
func (cs *CombatState) GainContinuePresses(m *Card, n int) {
	if side := cs.Side(m); side >= 0 {
		cs.ContinuePresses[side] += n
	}
}

// offerContinuePress offers side's continue-only press while no one has
// pressed this round.
func (g *Game) offerContinuePress(cs *CombatState, side int) {
	if n := cs.ContinuePresses[side]; n > 0 && !cs.pressed && !cs.Terror[side].NoContinue {
		g.optionMsg(codeContinuePress, msgUseContinuePress, intArg(n))
	}
}

// hashContinuePresses writes the continue-only presses, when there are any.
func hashContinuePresses(h *engine.Hasher, cs *CombatState) {
	if cs.ContinuePresses != [2]int{} {
		h.Uint64(uint64(uint32(cs.ContinuePresses[0])) | uint64(uint32(cs.ContinuePresses[1]))<<32)
	}
}
