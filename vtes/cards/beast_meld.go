package cards

import "kindred/vtes"

// Beast Meld, for 2 blood: +1 stealth, when needed (§4.3), and if this
// vampire is blocked it can prevent 1 damage in the resulting combat,
// only that combat, again after a second block ([LSJ 20010813], [LSJ
// 20010814-2]); superior: played as a non-bleed action is announced
// (§14 C26, [ANK 20190425]), vampires cannot block the action.
var _ = register(&vtes.CardDef{ID: 100146, Name: "Beast Meld", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: ani, Also: pro, Level: inf, Cost: vtes.Cost{Blood: 2},
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked,
			Label:  "+1 stealth, prevent 1 damage if blocked",
			French: "+1 discrétion, prévenir 1 dégât si bloqué",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m := p.Minion
				vtes.AddStealth(1).Resolve(g, p)
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					if side := cs.Side(m); side >= 0 {
						cs.Preventions[side]++
					}
				})
			}},
		{Kind: vtes.PlayModifier, Disc: ani, Also: pro, Level: sup, Cost: vtes.Cost{Blood: 2},
			Step: vtes.StepAnnounced,
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Actor == p.Minion && !a.IsBleed()
			},
			Label:  "vampires cannot block",
			French: "les vampires ne peuvent pas bloquer",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b.IsVampire() })
			}},
	}})
