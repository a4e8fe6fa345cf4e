package vtes

import "reflect"

// Windows that can change nothing for a seat are not offered to it
// (issue 19, "fewer needless questions").

// wakePointer identifies the effect Wake among the modes' Resolve funcs.
var wakePointer = reflect.ValueOf(Wake).Pointer()

// wakes reports whether mode md does nothing but wake its minion (Wake
// with Evening's Freshness): the vampire may block and play reactions
// this action though locked (§14 C3).
func wakes(md *Mode) bool {
	return md.Resolve != nil && reflect.ValueOf(md.Resolve).Pointer() == wakePointer
}

// wakeIsNeedless reports whether waking a minion with card c once the
// blocks are decided (after them, or after the action resolved) can change
// nothing: the wake lets it play reactions, as it can no longer block, so
// it helps only when its Methuselah holds a reaction card other than c
// that is not itself a wake.
func (g *Game) wakeIsNeedless(seat int, c *Card, md *Mode) bool {
	if md.Step == StepBlockDecision || !wakes(md) {
		return false
	}
	for _, id := range g.seats[seat].Hand {
		h := g.cards[id]
		if h == c {
			continue
		}
		for i := range h.Def.Modes {
			if m := &h.Def.Modes[i]; m.Kind == PlayReaction && !wakes(m) {
				return false
			}
		}
	}
	return true
}
