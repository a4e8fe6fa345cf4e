package cards

import "kindred/vtes"

// Narrow Minds: an Inconnu event, not replaced until its player's next
// unlock phase (G00025); while it is in play, minion cards that change
// the target of a bleed cost +1 blood, or life for an ally (§14 C6;
// vtes.RedirectsBleed).
var _ = register(&vtes.CardDef{ID: 101265, Name: "Narrow Minds", Types: vtes.Event,
	NoReplace: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{CostMod: func(_ *vtes.Game, _ *vtes.Card, p *vtes.Play) vtes.Cost {
		if vtes.RedirectsBleed(p) {
			return vtes.Cost{Blood: 1}
		}
		return vtes.Cost{}
	}}})
