package cards

import "kindred/vtes"

// Leather Jacket: equipment, one to a minion, equipped as a +1 stealth
// action (§3.5.3); if the action succeeds, its minion unlocks at the end
// of the turn (endofturn.go). Its bearer can burn it to prevent all the
// damage of the opposing minion's strike (§6.7 step 1), not the
// environment's.
var _ = register(&vtes.CardDef{ID: 101081, Name: "Leather Jacket", Types: vtes.Equipment,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "equip, unlock at the end of the turn", French: "s'équiper, se redresser à la fin du tour",
		Legal: onePerMinion,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(0)(g, p)
			g.MarkUsedTurn(p.Card)
		}}},
	Static: vtes.Static{
		AtEndOfTurn: func(g *vtes.Game, c *vtes.Card) {
			if m := g.Host(c); m != nil && m.Zone == vtes.ZoneReady {
				g.Unlock(m)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepPrevent,
			Label:  "burn: prevent all the damage of the opposing strike",
			French: "brûler : prévenir tous les dégâts de la frappe adverse",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v, cs := g.Host(p.Source), g.Combat()
				if v == nil || cs == nil || cs.Side(v) < 0 {
					return false
				}
				normal, agg, _ := cs.Pending(cs.Side(v))
				return v.Controller == p.Seat && normal+agg > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Host(p.Source)
				normal, agg, _ := g.Combat().Pending(g.Combat().Side(v))
				g.Burn(p.Source)
				g.Prevent(v, normal+agg)
			}}}}})
