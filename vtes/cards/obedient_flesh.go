package cards

import "kindred/vtes"

// Obedient Flesh, for 1 blood, needing Dominate and Protean together.
// [dom][pro] action modifier: +1 stealth, played while a block is
// attempted, and allies get -1 intercept during the action (the one then
// attempting, and any later). [DOM][PRO] combat, before range, one each
// round: this round +1 strength, 1 optional maneuver, and 1 damage
// prevented (roundbonus.go; §6).
var _ = register(&vtes.CardDef{ID: 102255, Name: "Obedient Flesh",
	Types: vtes.ActionModifier | vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: dom, Also: pro, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked,
			Label: "+1 stealth, allies -1 intercept", French: "+1 discrétion, alliés -1 en interception",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddStealth(1).Resolve(g, p)
				a := g.Action()
				if a.Blocker != nil && a.Blocker.IsAlly() {
					a.Intercept--
				}
				a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) {
					if b.IsAlly() {
						g.Action().Intercept--
					}
				})
			}},
		{Kind: vtes.PlayCombat, Disc: dom, Also: pro, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBeforeRange, Legal: vtes.All(vtes.InCombat, oneFleshEachRound),
			Label:  "+1 strength, 1 maneuver, prevent 1 this round",
			French: "+1 force, 1 manœuvre, prévenir 1 ce round",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
				g.RoundBonus(p.Minion, 1, 1, 1)
			}},
	}})

// oneFleshEachRound: the vampire has played no Obedient Flesh this round.
func oneFleshEachRound(g *vtes.Game, p *vtes.Play) bool {
	return !g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID))
}
