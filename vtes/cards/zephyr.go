package cards

import "kindred/vtes"

// Zephyr: only usable after an unsuccessful action resolved (blocked, or
// failed: [RTR 20180719]; not one that fizzled, which succeeded: [ANK
// 20220218], group G00077), after any combat (group G00006), by the
// acting vampire, from torpor too (group G00007): [cel] it unlocks at the
// end of the turn (vtes/endturnunlock.go, §3.8); [CEL] it unlocks.
var _ = register(&vtes.CardDef{ID: 102205, Name: "Zephyr", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: cel,
		Step: vtes.StepAfterAction, Legal: afterUnsuccessfulAction},
		vtes.Effect{Label: "unlock at the end of the turn", French: "se redresse à la fin du tour",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.UnlockAtEndOfTurn(p.Minion) }},
		vtes.Effect{Label: "unlock", French: "se redresse", Resolve: vtes.Unlock})})

// afterUnsuccessfulAction: the action that resolved did not succeed
// ("only usable after resolution of an unsuccessful action").
func afterUnsuccessfulAction(g *vtes.Game, _ *vtes.Play) bool {
	a := g.Action()
	return a != nil && !a.Succeeded
}
