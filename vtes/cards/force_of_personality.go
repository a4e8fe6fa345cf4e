package cards

import "kindred/vtes"

// Force of Personality, for 1 blood: [pre] combat card: strike: combat
// ends; [PRE] action modifier, only as the action is announced (before
// any other modifier or reaction, [ANK 20190425]): vampires must burn 1
// blood to attempt to block it (blockprice.go) and non-zombie allies
// cannot block it (§4.3).
var _ = register(&vtes.CardDef{ID: 100758, Name: "Force of Personality",
	Types: vtes.ActionModifier | vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1},
			StrikeKind: vtes.CombatEndsStrike}.Does(vtes.CombatEnds()),
		{Kind: vtes.PlayModifier, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step:   vtes.StepAnnounced,
			Label:  "vampires burn 1 blood to block, non-zombie allies cannot",
			French: "les vampires brûlent 1 sang pour bloquer, les alliés non zombies ne peuvent pas",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.RequireBlockPrice(vtes.BlockPrice{Blood: 1,
					Binds: func(_ *vtes.Game, b *vtes.Card) bool { return b.IsVampire() }})
				a := g.Action()
				a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool {
					return b.IsAlly() && !b.Def.Zombie
				})
			}},
	}})
