package cards

import "kindred/vtes"

// Daring the Dawn, an action modifier whose text sets no moment, so
// played at any window of the action (Mode.AnyWindow: as the action
// is announced it bars every block, later only the blocks still to
// come): vampires cannot block this action; once it has resolved, after any combat, this vampire takes 2
// unpreventable environmental aggravated damage (1 superior) ([RTR
// 19980623]; [ANK 20220331]: even when the action ends before combat).
var _ = register(&vtes.CardDef{ID: 100492, Name: "Daring the Dawn", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: frt,
		AnyWindow: true},
		vtes.Effect{Label: "unblockable by vampires, 2 aggravated damage after",
			Resolve: daringTheDawn(2)},
		vtes.Effect{Label: "unblockable by vampires, 1 aggravated damage after",
			Resolve: daringTheDawn(1)})})

// daringTheDawn bars vampires from blocking the action and, once it has
// resolved, deals the acting vampire n aggravated damage no card prevents.
func daringTheDawn(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		a := g.Action()
		a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b.IsVampire() })
		v := p.Minion
		a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
			if v.Ready() || v.Zone == vtes.ZoneTorpor {
				g.Damage(v, 0, n)
			}
		})
	}
}
