package vtesbot

import (
	"strings"

	"kindred/vtes"
)

// unlockWorth reports whether a card unlocking its vampire after an
// action (Freak Drive, Forced Vigilance) is worth its blood: not when it
// leaves the vampire empty, since an empty vampire's next action is a
// hunt for the blood the card cost (the Salubri's Yael, at 1 blood, hunted,
// played Freak Drive and hunted again).
func unlockWorth(o *vtes.OptionInfo) bool {
	md, m := o.Mode, o.Minion
	if md.Step != vtes.StepAfterAction || md.Cost.Blood == 0 || m == nil || !m.IsVampire() ||
		!strings.Contains(md.Label, "unlock") {
		return true
	}
	return m.Blood-md.Cost.Blood >= 1
}

// pressCardWorth reports whether a press card that costs blood
// (Telepathic Tracking) is worth it: a press the bot would take (pressWorth)
// that leaves the vampire some blood (Opikun paid his last blood to press
// against a vampire with 5).
func pressCardWorth(cs *vtes.CombatState, me int, o *vtes.OptionInfo) bool {
	md, m := o.Mode, o.Minion
	if md.Step != vtes.StepPress || md.Cost.Blood == 0 || m == nil || !m.IsVampire() {
		return true
	}
	return pressWorth(cs, me) && m.Blood-md.Cost.Blood >= 1
}
