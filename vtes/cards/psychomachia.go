package cards

import "kindred/vtes"

// Psychomachia, for 1 blood: only when an ally, or a vampire younger than
// the acting vampire, blocks it, before the block resolves
// (vtes.StepBlockResolution). [pre] the acting vampire unlocks and the
// action ends unsuccessfully, the blocker not locked [LSJ 20030902-1];
// the action reached resolution, so the vampire cannot perform it again
// this turn [RTR 20020501] [LSJ 20070709] (vtes.BarSameAction). [dai] the
// block fails and the action continues as if unblocked; that blocker
// cannot attempt to block it again (continueaction.go). [DAI] that, and
// the blocker takes 1 unpreventable environmental damage.
var _ = register(&vtes.CardDef{ID: 101511, Name: "Psychomachia", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step:  vtes.StepBlockResolution,
			Legal: vtes.All(psychomachiaBlock, vtes.SameActionBarrable)}.Does(vtes.Effect{
			Label: "unlock, the action ends", Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.BarSameAction()
				g.EndBlockedAction()
				g.Unlock(p.Minion)
			}}),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Daimoinon, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockResolution,
			Legal: psychomachiaBlock}.Does(vtes.Effect{
			Label:   "the block fails, the action continues",
			French:  "le blocage échoue, l'action continue",
			Resolve: blockFails(false)}),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Daimoinon, Level: sup,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockResolution,
			Legal: psychomachiaBlock}.Does(vtes.Effect{
			Label:   "the block fails, the action continues, 1 damage to the blocker",
			French:  "le blocage échoue, l'action continue, 1 point de dégâts au bloqueur",
			Resolve: blockFails(true)}),
	}})

// psychomachiaBlock: the acting vampire is blocked, before block
// resolution, by an ally or a younger vampire.
func psychomachiaBlock(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	if !vtes.BeforeBlockResolution(g, p) || a.Blocker == nil || !p.Minion.IsVampire() {
		return false
	}
	b := a.Blocker
	return b.IsAlly() || b.IsVampire() && g.Younger(b, p.Minion)
}

// blockFails makes the block fail and the action go on as if unblocked,
// barring the blocker from blocking it again; with damage, the blocker
// first takes 1 unpreventable environmental damage (§6.7).
func blockFails(damage bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		a := g.Action()
		b := a.Blocker
		a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
		g.ContinueAsIfUnblocked(0)
		if damage && b.Ready() {
			g.Damage(b, 1, 0)
		}
	}
}
