package cards

import "kindred/vtes"

// Rat's Warning: a locked vampire unlocks during a bleed against you;
// superior: 1 optional press in the combat if it blocks.
var _ = register(&vtes.CardDef{ID: 101547, Name: "Rat's Warning", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: ani,
		ByLocked: true, Step: vtes.StepBlockDecision,
		Legal: vtes.All(vtes.Locked, vtes.BleedingYou)},
		vtes.Effect{Label: "unlock", Resolve: vtes.Unlock},
		vtes.Effect{Label: "unlock, press if blocking",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.Unlock(g, p)
				g.Action().PressOnBlock = append(g.Action().PressOnBlock, p.Minion)
			}})})
