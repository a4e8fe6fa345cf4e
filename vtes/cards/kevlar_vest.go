package cards

import "kindred/vtes"

// Kevlar Vest, for 1 pool: equipment, one to a minion (onePerMinion),
// equipped as a +1 stealth action (§3.5.3). Once each combat its bearer
// may prevent 2 damage of a gun's strike, or 1 damage of any other
// source (§6.7 step 1).
var _ = register(&vtes.CardDef{ID: 101040, Name: "Kevlar Vest", Types: vtes.Equipment,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Legal: onePerMinion, Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPrevent,
		Label: "prevent 2 damage from a gun, or 1", French: "prévenir 2 points de dégâts d'une arme à feu, ou 1",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			v := g.Host(p.Source)
			return v != nil && facingDamage(g, &vtes.Play{Minion: v}) &&
				!g.UsedInCombat(v, p.Source.Def.ID)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := g.Host(p.Source)
			g.CombatOnce(v, p.Source.Def.ID)
			cs := g.Combat()
			side := cs.Side(v)
			normal, agg, _ := cs.Pending(side)
			if vtes.GunStrike(cs.StrikeOf(1-side)) && normal+agg > 0 {
				g.Prevent(v, min(2, normal+agg)) // the gun's damage, not the environment's
				return
			}
			g.Prevent(v, 1)
		}}}}})
