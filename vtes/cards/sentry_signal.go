package cards

import "kindred/vtes"

// Sentry Signal, Path of Caine, for 1 blood, [ani] or [tha] (group
// G00086): a locked vampire unlocks and attempts to block at once, as
// blocks are decided (§4.3); superior: reduce a bleed against its
// Methuselah by 3 (§3.5.1).
var _ = register(&vtes.CardDef{ID: 102339, Name: "Sentry Signal", Types: vtes.Reaction,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.EitherDisc([]vtes.Disc{ani, tha}, func(d vtes.Disc) []vtes.Mode {
		return []vtes.Mode{
			{Kind: vtes.PlayReaction, Disc: d, Level: inf, Cost: vtes.Cost{Blood: 1},
				ByLocked: true, Step: vtes.StepBlockDecision, Legal: vtes.Locked,
				Label: "unlock and attempt to block", French: "se dégager et tenter de bloquer",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Unlock(p.Minion)
					vtes.AttemptBlock(g, p)
				}},
			vtes.Mode{Kind: vtes.PlayReaction, Disc: d, Level: sup, Cost: vtes.Cost{Blood: 1},
				Legal: vtes.DuringBleedAgainstYou}.Does(vtes.ReduceBleed(3)),
		}
	})})
