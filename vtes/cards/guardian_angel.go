package cards

import "kindred/vtes"

// Guardian Angel, for 2 pool: on a ready vampire its Methuselah controls;
// the vampire gets +1 intercept during bleeds directed at that Methuselah
// (§4.3) and may prevent 1 damage each combat (§6.7); burned when the
// vampire goes to torpor.
var _ = register(&vtes.CardDef{ID: 100866, Name: "Guardian Angel", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label: "put on a ready vampire you control", French: "mettre sur un vampire disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachOwnReadyVampire(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachOwnReadyVampire(g, p.Seat)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{
		Intercept: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.IsBleed() && a.Directed && a.TargetSeat == source.Controller {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepPrevent,
			Label: "prevent 1 damage", French: "prévenir 1 point de dégâts",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v := g.Host(p.Source)
				return v != nil && facingDamage(g, &vtes.Play{Minion: v}) &&
					!g.UsedInCombat(v, p.Source.Def.ID)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Host(p.Source)
				g.CombatOnce(v, p.Source.Def.ID)
				g.Prevent(v, 1)
			}}},
		OnTorpor: func(g *vtes.Game, c *vtes.Card, v *vtes.Card) {
			if c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}}})
