package vtes

import "kindred/engine"

// Auto-pass (issue 19: "a per-player 'auto-pass until…' setting like
// online card games have"): a player who set it has the windows that
// concern them least answered "Pass" for them. Which windows those are is
// a rules question, so the rules say it: a window to play a card during
// another Methuselah's turn (§1.5.1), while nothing is aimed at the
// player and none of their minions fights. An action directed at them or
// at one of their minions, a combat of theirs, a block, a vote or any other
// decision is always asked.

// PassOption returns the option of d that passes, when d is a window
// auto-pass may answer for its seat.
func (g *Game) PassOption(d *engine.Decision) (int, bool) {
	if d != &g.dec || d.Kind != kindPlay || d.Seat == g.Active || g.concerns(d.Seat) {
		return 0, false
	}
	for i, o := range d.Options {
		if o.Code == -1 { // msgPass (plays.go)
			return i, true
		}
	}
	return 0, false
}

// concerns reports whether what is being resolved is aimed at seat: the
// action is directed at seat or at a card it controls, or one of its
// minions is in the combat.
func (g *Game) concerns(seat int) bool {
	if a := g.action; a != nil {
		if a.TargetSeat == seat || a.Target != nil && a.Target.Controller == seat {
			return true
		}
	}
	if cs := g.combat; cs != nil {
		for _, m := range cs.Minion {
			if m != nil && m.Controller == seat {
				return true
			}
		}
	}
	return false
}
