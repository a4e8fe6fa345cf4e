package vtes

// Reactions barred or taxed for one action (Unleashing the Bestial Soul:
// "the chosen minion cannot play reaction cards this action"; "the next
// reaction card played this action costs +1 blood or life"; rules/vtes.md
// §1.5.6). Both are marks of the action (ActionState.marks): its end
// clears them, the hash reads them.

const (
	// reactionBanKey marks a minion barred from reaction cards.
	reactionBanKey = -1<<20 - 40
	// nextReactionTollKey marks the action's pending toll on the next
	// reaction card; the mark's minion is nextReactionTollMinion.
	nextReactionTollKey    = -1<<20 - 41
	nextReactionTollMinion = -1 << 30
)

// BarReactions bars minion m from playing reaction cards for the rest of
// the current action.
func (g *Game) BarReactions(m *Card) {
	if a := g.action; a != nil && m != nil && !g.reactionsBarred(m) {
		a.marks = append(a.marks, [2]int{int(m.ID), reactionBanKey})
	}
}

// reactionsBarred reports whether minion m may play no reaction card
// this action.
func (g *Game) reactionsBarred(m *Card) bool {
	a := g.action
	return a != nil && m != nil && (marked(a.marks, m, reactionBanKey) || g.cardBarsReactions(m, a))
}

// cardBarsReactions reports whether minion m, or a face-up card on it,
// bars it from reaction cards during action a (Static.BarsReactions:
// "while the first chosen vampire is acting this turn, the other chosen
// minion cannot … play reaction cards": Blind Spot).
func (g *Game) cardBarsReactions(m *Card, a *ActionState) bool {
	barred := false
	g.eachHooked(hookBarsReactions, m, func(c *Card) {
		if f := c.Def.Static.BarsReactions; f != nil && !c.Contested && f(g, c, a) {
			barred = true
		}
	})
	return barred
}

// TaxNextReaction makes the next reaction card played this action cost
// 1 more blood (life for an ally, as ReactionToll).
func (g *Game) TaxNextReaction() {
	if a := g.action; a != nil && !g.nextReactionTaxed() {
		a.marks = append(a.marks, [2]int{nextReactionTollMinion, nextReactionTollKey})
	}
}

// nextReactionTaxed reports whether the next reaction card this action
// costs 1 more.
func (g *Game) nextReactionTaxed() bool {
	a := g.action
	if a == nil {
		return false
	}
	for _, m := range a.marks {
		if m == [2]int{nextReactionTollMinion, nextReactionTollKey} {
			return true
		}
	}
	return false
}

// useNextReactionToll spends the pending toll once reaction play p has
// paid it: only the next reaction card costs more.
func (g *Game) useNextReactionToll(p *Play) {
	a := g.action
	if a == nil || !p.Card.Def.Types.Has(Reaction) || p.Mode.Kind != PlayReaction {
		return
	}
	for i, m := range a.marks {
		if m == [2]int{nextReactionTollMinion, nextReactionTollKey} {
			a.marks = append(a.marks[:i:i], a.marks[i+1:]...)
			return
		}
	}
}
