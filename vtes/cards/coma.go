package cards

import "kindred/vtes"

// Coma, for 3 blood: [dem] strike: the opposing vampire goes to torpor,
// only at close range ([LSJ 20000110]: a melee strike); [DEM] and it does
// not unlock in its next unlock phase.
var _ = register(&vtes.CardDef{ID: 100378, Name: "Coma", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: vtes.Dementation, Cost: vtes.Cost{Blood: 3},
		Legal: opposingVampire},
		vtes.Effect{Label: "send the opposing vampire to torpor",
			French: "envoyer le vampire opposé en torpeur", Resolve: coma(false)},
		vtes.Effect{Label: "send the opposing vampire to torpor; it does not unlock",
			French: "envoyer le vampire opposé en torpeur ; il ne se redresse pas", Resolve: coma(true)})})

// opposingVampire: the minion playing the card is in combat with a
// vampire.
func opposingVampire(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	return cs != nil && cs.Side(p.Minion) >= 0 && cs.Opponent(p.Minion).IsVampire()
}

// coma is Coma's strike; with noUnlock the vampire also stays locked in
// its next unlock phase.
func coma(noUnlock bool) func(g *vtes.Game, p *vtes.Play) {
	return vtes.StrikeWith(vtes.Strike{Label: "Coma", Effect: func(g *vtes.Game, side int) {
		v := g.Combat().Minion[1-side]
		if !v.IsVampire() || !v.Ready() {
			return
		}
		g.ToTorpor(v)
		if noUnlock {
			v.NoUnlock = true
			g.Changed(v)
		}
	}})
}
