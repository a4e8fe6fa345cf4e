package vtes

import "kindred/engine"

// Optional maneuvers or presses ("1 optional maneuver or press during the
// resulting combat if this vampire is blocked": Mind Tricks; rules/vtes.md
// §6.3, §6.6): one gift its minion uses as either, chosen as it is used,
// offered both while range is determined and in the press step.

var msgUseManeuverOrPress = engine.NewMsg("vtes.use-maneuver-or-press",
	"Use an optional maneuver or press ({0} left)",
	"Utiliser une manœuvre ou une poursuite optionnelle ({0} restante(s))")

// The option codes of such a gift used as a maneuver and as a press
// (beside -1, pass, and the other optional maneuvers and presses of those
// steps): two, so that what an option does is known by its code
// (optioninfo.go).
const (
	codeEitherManeuver = -5
	codeEitherPress    = -6
)

// GainManeuversOrPresses gives combatant m of cs n optional maneuvers or
// presses for the combat.
func (cs *CombatState) GainManeuversOrPresses(m *Card, n int) {
	if side := cs.Side(m); side >= 0 {
		cs.ManeuversOrPresses[side] += n
	}
}

// offerManeuverOrPress offers side's gifts, in the maneuver or the press
// step: a maneuver at long range only if the side may close it, a press
// only if it may continue (combatterror.go).
func (g *Game) offerManeuverOrPress(cs *CombatState, side int, press bool) {
	n := cs.ManeuversOrPresses[side]
	if n <= 0 || press && !cs.pressed && cs.Terror[side].NoContinue ||
		!press && cs.Long && cs.Terror[side].NoClose {
		return
	}
	code := int64(codeEitherManeuver)
	if press {
		code = codeEitherPress
	}
	g.optionMsg(code, msgUseManeuverOrPress, intArg(n))
}

// hashManeuversOrPresses writes the gifts, when there are any.
func hashManeuversOrPresses(h *engine.Hasher, cs *CombatState) {
	if cs.ManeuversOrPresses != [2]int{} {
		h.Uint64(uint64(uint32(cs.ManeuversOrPresses[0])) |
			uint64(uint32(cs.ManeuversOrPresses[1]))<<32 | 0x6d<<56)
	}
}
