package cards

import "kindred/vtes"

// Unleash Hell's Fury, for 2 pool, by an infernal vampire: a +1 stealth
// action; the card goes in play ([DAI]: and the vampire unlocks). In
// play it can attempt to block an action directed at its Methuselah, as
// a 9-capacity infernal vampire with +2 intercept (cardblocker.go: not
// locked by it, [LSJ 20100210]; no blood, [LSJ 19970707]; its intercept
// changed by other cards as a minion's, [ANK 20211112-2]). If it blocks,
// before anything else ([ANK 20210627]) the acting minion takes 1
// unpreventable environmental aggravated damage and the card burns.
var _ = register(&vtes.CardDef{ID: 102076, Name: "Unleash Hell's Fury", Types: vtes.Action,
	Unique: true, BurnOption: true, Requires: vtes.Requirement{InfernalByLegal: true},
	Modes: []vtes.Mode{
		hellsFury(inf, "put in play", "mettre en jeu", vtes.PutInPlay),
		hellsFury(sup, "put in play, unlock", "mettre en jeu, se redresser",
			func(g *vtes.Game, p *vtes.Play) {
				vtes.PutInPlay(g, p)
				g.Unlock(p.Minion)
			}),
	},
	Static: vtes.Static{
		BlocksAs: &vtes.CardDef{ID: 102076, Name: "Unleash Hell's Fury", Types: vtes.Vampire,
			Capacity: 9, Infernal: true},
		Intercept: func(_ *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m == source {
				return 2
			}
			return 0
		},
		OnCardBlock: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			g.Damage(a.Actor, 0, 1)
			g.Burn(c)
		}}})

// hellsFury is a mode of the action, by an infernal vampire.
func hellsFury(lv vtes.Level, label, french string, resolve func(*vtes.Game, *vtes.Play)) vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Daimoinon, Level: lv, Stealth: 1,
		Cost: vtes.Cost{Pool: 2}, Label: label, French: french,
		Legal:   func(_ *vtes.Game, p *vtes.Play) bool { return p.Minion.Def.Infernal },
		Resolve: resolve}
}
