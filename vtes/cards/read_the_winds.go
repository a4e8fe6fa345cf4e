package cards

import "kindred/vtes"

// Read the Winds, for 1 blood, requires Animalism and Auspex, replaced
// only after the action (§14 C4): [ani][aus] +1 intercept as the vampire
// blocks, and it does not lock for the block (§14 C29: unlocked again as
// the combat begins); [ANI][AUS] a locked vampire unlocks and attempts to
// block with +1 intercept, even if intercept is not yet needed (groups
// G00123, G00124: not one the action bars from blocking).
var _ = register(&vtes.CardDef{ID: 101559, Name: "Read the Winds", Types: vtes.Reaction,
	ReplaceAfterAction: true,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, Disc: ani, Also: aus, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking,
			Label: "+1 intercept, no lock for the block", French: "+1 interception, ne s'incline pas",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddIntercept(1).Resolve(g, p)
				m := p.Minion
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					if cs.Side(m) == 1 && m.Ready() {
						g.Unlock(m)
					}
				})
			}},
		{Kind: vtes.PlayReaction, Disc: ani, Also: aus, Level: sup, Cost: vtes.Cost{Blood: 1},
			ByLocked: true, Step: vtes.StepBlockDecision,
			Label:  "unlock and block with +1 intercept",
			French: "se redresser et tenter de bloquer avec +1 interception",
			Legal:  vtes.All(vtes.Locked, mayBlockIfUnlocked),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Unlock(p.Minion)
				a := g.Action()
				a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: p.Minion, N: 1})
				vtes.AttemptBlock(g, p)
			}},
	}})
