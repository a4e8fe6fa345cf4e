package cards

import "kindred/vtes"

// stealOne moves 1 blood or life from the target to the acting minion.
func stealOne(g *vtes.Game, p *vtes.Play) {
	if p.Target.Ready() || p.Target.Zone == vtes.ZoneTorpor {
		if g.LoseBlood(p.Target, 1) > 0 {
			g.AddBlood(p.Minion, 1)
		}
	}
}

// Tier of Souls: Ⓓ steal 1 blood or life from a minion your prey
// controls; superior: also on this vampire, +1 bleed against your prey;
// burnable; one per vampire.
var _ = register(&vtes.CardDef{ID: 101984, Name: "Tier of Souls", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: ani, Level: inf, Directed: true,
			Target: vtes.TargetPreyMinion, Label: "steal 1 blood", Resolve: stealOne},
		{Kind: vtes.PlayAction, Disc: ani, Level: sup, Directed: true,
			Target: vtes.TargetPreyMinion, Label: "steal 1 blood, +1 bleed against your prey",
			Legal: onePerMinion,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				stealOne(g, p)
				g.Attach(p.Card,
					p.Minion)
			}},
	},
	Static: vtes.Static{Burnable: true,
		Bleed: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.TargetSeat == g.Prey(m.Controller) {
				return 1
			}
			return 0
		}}})
