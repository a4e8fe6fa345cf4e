package vtes

import "kindred/engine"

// Actions and referendums made to fail by a card (rules/vtes.md §4,
// §5.2): "have the action or referendum fail" (Yoruba Shrine), and the
// cards chosen in the terms of a referendum, which such cards ask about:
// every card chosen with Game.Choose while a political action's terms
// are set.

var msgActionFails = engine.NewMsg("vtes.action-fails", "The action of {0} fails.", "L'action de {0} échoue.")

// FailAction makes the current action fail: it is not blocked and does
// not resolve; what it cost at announcement stays paid.
func (g *Game) FailAction() {
	if a := g.action; a != nil && !a.Failed {
		a.Failed = true
		g.note(msgActionFails.With(cardArg(a.Actor)))
	}
}

// chosenInTerms records card c, just chosen, as chosen in the terms of
// the current referendum while they are being set (Referendum.Chosen).
func (g *Game) chosenInTerms(c *Card) {
	if r := g.refer; r != nil && r.inTerms {
		r.Chosen = append(r.Chosen, c.ID)
	}
}

// ChosenInTerms reports whether card c was chosen in the terms of the
// current referendum.
func (g *Game) ChosenInTerms(c *Card) bool {
	r := g.refer
	return r != nil && cardIDIn(c.ID, r.Chosen)
}
