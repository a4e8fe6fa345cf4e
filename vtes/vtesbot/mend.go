package vtesbot

import "kindred/vtes"

// mends lists the action modes that add blood or life to the minion they
// aim at, any Methuselah's (TargetAnyMinion, TargetAnyVampire), with how
// much: the bot aims them at its own minions missing blood. Scored as any
// card put in play, every target alike, Touch of Valeren went to another
// Methuselah's vampire at random (Opikun gave 3 blood to the Brujah's Elen
// Kamjian).
var mends = map[string]int{
	"Touch of Valeren":             3,
	"Fifth Tradition: Hospitality": 4,
	"Saulot's Healing Touch":       1,
}

// mendScore rates an action adding blood to its target (mends): on
// another's minion never; on its own ready vampire, by the blood the
// table gains (what the target takes, less what the actor pays). Two
// blood gained or more beats a bleed of 1 (30, 35 with printed bleed):
// an empty vampire's hunt gains 1. ok is false for another action.
func mendScore(v *vtes.View, me int, o *vtes.OptionInfo) (score int, ok bool) {
	n, ok := mends[o.Card.Def.Name]
	if !ok || o.Target == nil {
		return 0, false
	}
	t := o.Target
	if t.Controller != me {
		return -50, true
	}
	if t.IsVampire() {
		n = min(n, v.Capacity(t)-t.Blood)
	} else {
		n = min(n, t.Def.Life-t.Blood)
	}
	gain := n - o.Mode.Cost.Blood
	switch {
	case gain <= 0:
		return -5, true
	case !t.Ready():
		return 10 + gain, true // blood in torpor only pays its way out
	case gain >= 2:
		return 34 + gain, true
	}
	return 20, true
}
