package cards

import "kindred/vtes"

// Form of Mist: strike: dodge; superior: strike: combat ends, and
// after the combat a blocked vampire may burn 1 blood to continue
// the action as if unblocked with +1 stealth (groups G00071, G00098,
// G00099); one superior Form of Mist per vampire each action.
var _ = register(&vtes.CardDef{ID: 100771, Name: "Form of Mist", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pro, Level: inf}.Does(vtes.Dodge()),
		{Kind: vtes.PlayStrike, Disc: pro, Level: sup, StrikeKind: vtes.CombatEndsStrike,
			Label: "combat ends; continue as if unblocked",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.ActionFree(p.Minion, p.Card.Def.ID)
			},
			Resolve: formOfMist},
	}})

// formOfMist is superior Form of Mist's strike: combat ends; if its
// vampire was blocked, after the combat it may burn 1 blood to continue
// as if unblocked with +1 stealth.
func formOfMist(g *vtes.Game, p *vtes.Play) {
	m := p.Minion
	g.ActionOnce(m, p.Card.Def.ID)
	blocked := g.IsBlockCombat() && g.Action().Actor == m
	card := p.Card
	vtes.StrikeCombatEnds(func(g *vtes.Game, side int) {
		if !blocked {
			return
		}
		g.AfterThisCombat(func(g *vtes.Game) {
			if m.Ready() && m.Blood >= 1 && g.YesNo(m.Controller, card) {
				g.LoseBlood(m, 1)
				g.ContinueAsIfUnblocked(1)
			}
		})
	})(g, p)
}
