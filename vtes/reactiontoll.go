package vtes

// Reaction cards costing more for the rest of an action ("only usable as
// the action is announced. Reaction cards cost +1 blood or life. … those
// cards are not replaced until the end of the action": Consign to
// Oblivion; rules/vtes.md §1.5.6, §1.5.3). ActionState.ReactionToll is
// added to the blood cost of every reaction card played during the
// action; an ally pays it in life (its life stands in for blood, §14
// C22), as it does no other blood cost. ActionState.ReactionsUnreplaced
// defers their replacement until the action is over (replace.go).

// reactionToll is the blood or life reaction card c costs more now.
func (g *Game) reactionToll(c *Card) int {
	a := g.action
	if a == nil || c == nil || !c.Def.Types.Has(Reaction) {
		return 0
	}
	if g.nextReactionTaxed() { // reactionban.go
		return a.ReactionToll + 1
	}
	return a.ReactionToll
}

// paysTollInLife reports whether ally m may pay the blood cost of mode md
// of card c in life: the cost is the reaction toll alone.
func (g *Game) paysTollInLife(m, c *Card, md *Mode) bool {
	return m.IsAlly() && md.Cost.Blood == 0 && g.reactionToll(c) > 0
}

// reactionUnreplaced reports whether reaction card c, just played, is
// replaced only after the current action.
func (g *Game) reactionUnreplaced(c *Card) bool {
	a := g.action
	return a != nil && a.ReactionsUnreplaced && c.Def.Types.Has(Reaction)
}
