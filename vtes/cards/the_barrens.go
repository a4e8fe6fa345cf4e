package cards

import "kindred/vtes"

// The Barrens: unique location; lock it to discard a card from your
// hand and draw its replacement. It is usable whenever its controller
// may use an effect, during an action too (group G00023): in each
// window the engine opens ([RTR 20040501] concerns "as played"
// cancels, which the engine has no window for).
var _ = register(&vtes.CardDef{ID: 100135, Name: "The Barrens", Types: vtes.Master,
	Unique: true, Location: true,
	Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: barrens()}})

// barrens returns The Barrens' ability, once for each window in which its
// controller may use an effect: lock it to discard a card and draw.
func barrens() []vtes.Ability {
	var out []vtes.Ability
	for _, step := range []vtes.Step{vtes.StepMaster, vtes.StepInfluence,
		vtes.StepBlockDecision, vtes.StepBlockAttempt,
		vtes.StepAfterBlocks, vtes.StepAfterAction, vtes.StepPolling, vtes.StepAfterReferendum,
		vtes.StepBlocked,
		vtes.StepBeforeRange, vtes.StepBeforeStrikes, vtes.StepEndOfRound} {
		out = append(out, vtes.Ability{Step: step, Label: "lock: discard a card and draw",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && len(g.Methuselah(p.Seat).Hand) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Discard(p.Seat, g.Choose(p.Seat, g.Hand(p.Seat)))
			}})
	}
	return out
}
