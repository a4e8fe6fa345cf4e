package vtes

// After an action (rules/vtes.md §4.1 step 5, §14 C10 "after X, do Y"):
// abilities of cards in play usable once an action has resolved,
// successful or not. They are Abilities with Step StepAfterAction,
// offered in the window that follows every action's resolution (while
// the action is still g.Action()); these tests say whose action it was
// and how it went, and OnceEachTurn keeps an ability to one use a turn
// (Aline Gädeke, Keegan, Dabbler).

// ActionResolved returns the action that has just resolved when used in
// the StepAfterAction window, nil when no action is in progress.
func ActionResolved(g *Game) *ActionState { return g.action }

// ActionBy reports whether the action that resolved was performed by the
// ability's card itself, or by the minion it is on (an archetype on a
// vampire).
func ActionBy(g *Game, p *Play) bool {
	a := g.action
	return a != nil && p.Source != nil && (a.Actor == p.Source || a.Actor == g.Host(p.Source))
}

// ActionByOther reports whether the action that resolved was performed by
// another minion the ability's Methuselah controls ("after another
// minion you control performs an action").
func ActionByOther(g *Game, p *Play) bool {
	a := g.action
	return a != nil && a.Actor.Controller == p.Seat && !ActionBy(g, p)
}

// ActionSucceeded reports whether the action that resolved was successful
// (not blocked, its effect applied, §4.1 step 3).
func ActionSucceeded(g *Game, p *Play) bool {
	a := g.action
	return a != nil && a.Succeeded
}

// OnceEachTurn limits an ability to one use each turn (§14 C10): it is
// not offered again once used, until the end of the turn (Card.UsedTurn).
func OnceEachTurn(ab Ability) Ability {
	legal, resolve := ab.Legal, ab.Resolve
	ab.Legal = func(g *Game, p *Play) bool {
		return !p.Source.UsedTurn && (legal == nil || legal(g, p))
	}
	ab.Resolve = func(g *Game, p *Play) {
		g.MarkUsedTurn(p.Source)
		if resolve != nil {
			resolve(g, p)
		}
	}
	return ab
}
