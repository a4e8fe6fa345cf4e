package cards

import "kindred/vtes"

// The Unmasking: a Gehenna event, replaced only at its player's next
// discard phase (replacediscard.go); allies, anyone's, get +1 intercept
// against vampires (§4.3, §1.5.6).
var _ = register(&vtes.CardDef{ID: 102079, Name: "The Unmasking", Types: vtes.Event,
	ReplaceAtDiscard: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true, AnyController: true,
		Intercept: func(_ *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Actor != nil && a.Actor.IsVampire() && m.Def.Types.Has(vtes.Ally) {
				return 1
			}
			return 0
		}}})
