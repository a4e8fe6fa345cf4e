package rivals

import "kindred/engine"

// A replay knows the choice to come (engine.Foreseer): told it, the rules
// list the Action phase's menu, the largest decision and the most
// frequent, only up to the recorded answer, and two options at least so
// that it is still asked (actionOptions). The state hash covers the
// pending decision's seat and kind, not its options, so a menu cut short
// hashes as the whole one.

// foresight is the next choice of a replay (Foresee), and whether the
// decision being listed is the one it answers.
type foresight struct {
	option, seat int // the answer + 1 and its seat + 1; 0: none foreseen
	kind         string
	cutting      bool
}

// Foresee tells the rules the next choice a replay applies, nil before
// the last, whose decision is listed whole (engine.Foreseer).
func (g *Game) Foresee(next *engine.Choice) {
	g.fore = foresight{}
	if next != nil && next.Option >= 0 && next.Seat >= 0 {
		g.fore = foresight{option: next.Option + 1, seat: next.Seat + 1, kind: next.Kind}
	}
}

// cutFor starts listing seat's decision of kind: cut short when it is the
// foreseen one.
func (g *Game) cutFor(seat int, kind string) {
	g.fore.cutting = g.fore.seat == seat+1 && g.fore.kind == kind
	g.codesOnly = g.unlabelled && !g.fore.cutting
}

// unasked reports whether a replay knows that seat's decision of kind,
// about to be listed, is not asked (docs/ENGINE.md, "Around the
// interface"): the next choice of the log is another seat's or another
// kind's, so this decision has a single option, which its callers know
// (a pass, a decline, no card) and take without listing the others. A
// window's decisions (a block, a Reaction, an Attack card, an ability,
// a prevention, a mend) are built at every attack, damage or turn and
// asked a few times a game.
func (g *Game) unasked(seat int, kind string) bool {
	return g.fore.seat > 0 && (g.fore.seat != seat+1 || g.fore.kind != kind)
}

// enough reports whether the options listed so far are all a replay needs:
// the foreseen answer, and two at least.
func (g *Game) enough() bool {
	return g.fore.cutting && len(g.dec.Options) >= max(g.fore.option, 2)
}
