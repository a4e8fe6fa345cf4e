package cards

import "kindred/vtes"

// Obedience, a reaction played by a vampire about to enter combat with an
// acting younger vampire: the vampire that blocked it, before the block
// resolves (StepBlockResolution; an action entering combat with it is
// not offered: no window opens before that combat yet). [dom] the acting
// vampire unlocks and the action ends, the blocker not locking
// (EndBlockedAction); the acting vampire cannot perform the same action
// this turn (BarSameAction: the action reached resolution, [LSJ
// 20070709]; an action of the rulebook is not the same as a card's, [LSJ
// 20060522]). [DOM] as above, the acting vampire not unlocked.
var _ = register(&vtes.CardDef{ID: 101309, Name: "Obedience", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: dom,
		Step: vtes.StepBlockResolution, Legal: obedienceLegal},
		vtes.Effect{Label: "unlock the acting vampire, end the action",
			French: "redresser le vampire qui agit, terminer l'action", Resolve: obey(true)},
		vtes.Effect{Label: "end the action", French: "terminer l'action", Resolve: obey(false)})})

// obedienceLegal: p.Minion blocked the action of a younger vampire, the
// block not resolved yet, and the engine can bar its repetition.
func obedienceLegal(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return vtes.BeforeBlockResolution(g, p) && a.Blocker == p.Minion && p.Minion.IsVampire() &&
		a.Actor.IsVampire() && g.Younger(a.Actor, p.Minion) && vtes.SameActionBarrable(g, p)
}

// obey ends the blocked action, unlocking the acting vampire first if
// unlock says so.
func obey(unlock bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		a := g.Action()
		if unlock {
			g.Unlock(a.Actor)
		}
		g.BarSameAction()
		g.EndBlockedAction()
	}
}
