package cards

import "kindred/vtes"

// Dawn Operation: if the action is blocked, all damage inflicted on
// vampires in the resulting combat is aggravated, environmental and
// retainer damage too, not damage after it ([PIB 20150603-1], [LSJ
// 20020314]; allaggravated.go). [for]: a vampire attempting to block as
// it is played may cancel its attempt; [FOR] without that option. Its
// text sets no moment (Mode.AnyWindow).
var _ = register(&vtes.CardDef{ID: 100501, Name: "Dawn Operation", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: frt, AnyWindow: true},
		vtes.Effect{Label: "aggravated damage if blocked, the blocker may back off",
			French: "dégâts aggravés si bloquée, le bloqueur peut renoncer", Resolve: dawnOperation(true)},
		vtes.Effect{Label: "aggravated damage if blocked",
			French: "dégâts aggravés si bloquée", Resolve: dawnOperation(false)})})

// dawnOperation makes the block's combat all aggravated; with mayCancel,
// the vampire now attempting to block may cancel its attempt.
func dawnOperation(mayCancel bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) { cs.AllAggravated = true })
		a := g.Action()
		if b := a.Blocker; mayCancel && b != nil && !a.Blocked && b.IsVampire() && g.YesNo(b.Controller, p.Card) {
			g.FailAttempt()
		}
	}
}
