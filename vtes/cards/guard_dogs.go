package cards

import "kindred/vtes"

// Guard Dogs: only by a locked vampire during a bleed directed at its
// Methuselah; [ani] it unlocks (and so may block, §4.2); [ANI] and, if
// it blocks, 1 optional maneuver in the resulting combat (§6.3). Played
// as its Methuselah decides whether to block.
var _ = register(&vtes.CardDef{ID: 100863, Name: "Guard Dogs", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: ani, ByLocked: true,
		Step: vtes.StepBlockDecision, Legal: lockedAgainstBleed},
		vtes.Effect{Label: "unlock", Resolve: vtes.Unlock},
		vtes.Effect{Label: "unlock, a maneuver if blocking",
			French: "se redresser, une manœuvre s'il bloque",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.Unlock(g, p)
				a := g.Action()
				a.ManeuverOnBlock = append(a.ManeuverOnBlock, p.Minion)
			}})})

// lockedAgainstBleed: a locked vampire, during a bleed against its
// Methuselah.
func lockedAgainstBleed(g *vtes.Game, p *vtes.Play) bool {
	return p.Minion.IsVampire() && p.Minion.Locked && vtes.BleedingYou(g, p)
}
