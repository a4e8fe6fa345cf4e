package cards

import "kindred/vtes"

// Enchanting Gaze: [pre][pro] +1 stealth, when needed (§4.3);
// [PRE][PRO] as well, and once this action its Methuselah may burn 1
// of their corruption counters from a minion attempting to block (the
// current blocker, or a later one as its attempt begins): that attempt
// fails and the minion cannot attempt to block this action again.
var _ = register(&vtes.CardDef{ID: 102221, Name: "Enchanting Gaze", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: pre, Also: pro,
		Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.Effect{Label: "+1 stealth, corruption fails a block",
			Resolve: all(vtes.AddStealth(1).Resolve, gazeOnce)})})

// gazeOnce is Enchanting Gaze's superior clause: once this action, burn 1
// of your corruption counters from a minion attempting to block to make
// its attempt fail, and bar it from attempting again. Offered now for the
// current blocker, and as each later attempt begins (ActionState.OnAttempt);
// the card's UsedAction marks the use.
func gazeOnce(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	gaze, seat := p.Card, p.Seat
	use := func(g *vtes.Game, b *vtes.Card) {
		if gaze.UsedAction || b == nil || g.Corruption(b, seat) == 0 || !g.YesNo(seat, gaze) {
			return
		}
		g.MarkUsedAction(gaze)
		g.BurnCorruption(b, seat, 1)
		g.FailAttempt()
		a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
	}
	a.OnAttempt = append(a.OnAttempt, use)
	use(g, a.Blocker)
}
