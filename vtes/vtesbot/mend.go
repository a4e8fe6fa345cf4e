package vtesbot

import "kindred/vtes"

// mends is the blood or life an action mode adds to the minion it aims
// at, any Methuselah's (TargetAnyMinion, TargetAnyVampire), by the card's
// name; ok is false for the others. The bot aims them at its own minions
// missing blood. Scored as any card put in play, every target alike, Touch
// of Valeren went to another Methuselah's vampire at random (Opikun gave 3
// blood to the Brujah's Elen Kamjian). A switch, not a map: it is asked of
// every action card option, and a map's hash of the name was 1 % of a
// bot's game.
func mends(name string) (n int, ok bool) {
	switch name {
	case "Touch of Valeren":
		return 3, true
	case "Fifth Tradition: Hospitality":
		return 4, true
	case "Saulot's Healing Touch":
		return 1, true
	}
	return 0, false
}

// mendScore rates an action adding blood to its target (mends): on
// another's minion never; on its own ready vampire, by the blood the
// table gains (what the target takes, less what the actor pays). Two
// blood gained or more beats a bleed of 1 (30, 35 with printed bleed):
// an empty vampire's hunt gains 1. ok is false for another action.
func mendScore(v *vtes.View, me int, o *vtes.OptionInfo) (score int, ok bool) {
	n, ok := mends(o.Card.Def.Name)
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
