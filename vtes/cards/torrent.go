package cards

import "kindred/vtes"

// Torrent, for 2 blood: [cel] 1 additional strike, limited (§6.5); [CEL]
// strike: combat ends, and if this vampire was blocked as it acted, the
// action continues as if unblocked once the combat is over (groups
// G00071, G00098, G00099).
var _ = register(&vtes.CardDef{ID: 101995, Name: "Torrent", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 2},
			Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
		{Kind: vtes.PlayStrike, Disc: cel, Level: sup, Cost: vtes.Cost{Blood: 2},
			StrikeKind: vtes.CombatEndsStrike,
			Label:      "combat ends; continue as if unblocked",
			French:     "le combat prend fin ; continuer comme si l'action n'était pas bloquée",
			Resolve:    torrent},
	}})

// torrent is superior Torrent's strike: combat ends; if its vampire was
// blocked, the action continues as if unblocked after the combat.
func torrent(g *vtes.Game, p *vtes.Play) {
	m := p.Minion
	blocked := g.IsBlockCombat() && g.Action().Actor == m
	vtes.StrikeCombatEnds(func(g *vtes.Game, _ int) {
		if blocked {
			g.AfterThisCombat(func(g *vtes.Game) {
				if m.Ready() {
					g.ContinueAsIfUnblocked(0)
				}
			})
		}
	})(g, p)
}
