package vtes

import "kindred/engine"

// Mandatory presses (rules/vtes.md §6.6): "Adrino gets 1 press
// (mandatory) each combat, only usable to continue combat" (Adrino
// Manauara; Static.MandatoryPresses). Such a press is no choice: the
// first time its minion is to act in a press step while no press to
// continue stands, and it may press to continue (combatterror.go's
// NoContinue bars it), it presses, once per press each combat. The
// opposing minion may still cancel it with a press of its own; and the
// minion, asked again, may use its other presses as it likes. Being no
// decision, it is made in the replay of a log too (Game.unasked).

var msgMandatoryPress = engine.NewMsg("vtes.mandatory-press",
	"{0} uses a mandatory press to continue combat.",
	"{0} utilise une poursuite obligatoire pour continuer le combat.")

// staticMandatoryPresses gives each combatant the mandatory presses its
// static bonuses give it for this combat (fight).
func (g *Game) staticMandatoryPresses(cs *CombatState) {
	for side, m := range cs.Minion {
		cs.mandatory[side] += g.sumBonusOf(bonusMandatoryPresses, m, func(c *Card) int {
			if f := c.Def.Static.MandatoryPresses; f != nil && !c.Contested {
				return f(g, c, m)
			}
			return 0
		})
	}
}

// mandatoryPress makes side's minion use a mandatory press, if it has one
// left and it is its turn to press to continue the combat; it reports
// whether it did (pressStep).
func (g *Game) mandatoryPress(cs *CombatState, side int) bool {
	m := cs.Minion[side]
	if cs.mandatory[side] <= 0 || cs.pressed || cs.presser == side || !m.Ready() ||
		cs.Terror[side].NoContinue {
		return false
	}
	cs.mandatory[side]--
	g.note(msgMandatoryPress.With(cardArg(m)))
	g.Press(m)
	return true
}

// hashMandatoryPresses writes the mandatory presses left, when there are
// any.
func hashMandatoryPresses(h *engine.Hasher, cs *CombatState) {
	if cs.mandatory != [2]int{} {
		h.Uint64(uint64(uint32(cs.mandatory[0])) | uint64(uint32(cs.mandatory[1]))<<32 ^ 0x5be0cd19137e2179)
	}
}
