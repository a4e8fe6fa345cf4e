package cards

import "kindred/vtes"

// Ensnare a Beast, Path of Caine, [ani] or [cel] (group G00086): +1
// intercept; superior: and if this vampire blocks, the acting minion's
// strike cards cost it 1 blood (an ally: life) more during the resulting
// combat (strikesurcharge.go; §14 C6).
var _ = register(&vtes.CardDef{ID: 102319, Name: "Ensnare a Beast", Types: vtes.Reaction,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.EitherDisc([]vtes.Disc{ani, cel}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: d,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking},
			vtes.AddIntercept(1),
			vtes.AddIntercept(1).And("strike cards cost the actor +1 blood if blocked",
				"les cartes de frappe coûtent +1 sang à l'acteur en cas de blocage", ensnare))
	})})

// ensnare surcharges the acting minion's strike cards in the combat the
// block by the reacting vampire starts, not another's.
func ensnare(g *vtes.Game, p *vtes.Play) {
	blocker := p.Minion
	g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
		if side := cs.Side(blocker); side >= 0 {
			cs.SurchargeStrikes(1-side, 1)
		}
	})
}
