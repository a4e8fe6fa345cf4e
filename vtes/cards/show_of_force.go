package cards

import "kindred/vtes"

// Show of Force: Ⓓ bleed at +1 bleed (+2 superior). If the action is
// blocked, the vampire gets +1 strength (+2 superior) for the resulting
// combat, as it may before range is determined in its first round: a
// bonus no player declines, given as the combat starts (set up as the
// action is announced, vtes.OnBlockCombat).
var _ = register(&vtes.CardDef{ID: 101772, Name: "Show of Force", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: pot, Also: pre, Level: inf, Directed: true,
			Target: vtes.TargetPrey, OnAnnounce: forceIfBlocked(1)}.Does(
			vtes.BleedAt(1).Labelled("bleed at +1 bleed; +1 strength if blocked",
				"mordre à +1 ; +1 force si bloqué")),
		vtes.Mode{Kind: vtes.PlayAction, Disc: pot, Also: pre, Level: sup, Directed: true,
			Target: vtes.TargetPrey, OnAnnounce: forceIfBlocked(2)}.Does(
			vtes.BleedAt(2).Labelled("bleed at +2 bleed; +2 strength if blocked",
				"mordre à +2 ; +2 force si bloqué")),
	}})

// forceIfBlocked gives the acting vampire +n strength in the combat a
// block of this action starts.
func forceIfBlocked(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		actor := p.Minion
		g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
			if side := cs.Side(actor); side >= 0 {
				cs.GainStrength(side, n)
			}
		})
	}
}
