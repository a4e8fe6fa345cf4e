package cards

import "kindred/vtes"

// Iron Glare, needing Potence and Presence together: [pot][pre] in the
// polling of a political action, +2 votes (§5.3); [POT][PRE] during a
// bleed, +2 bleed, limited (§14 C19).
var _ = register(&vtes.CardDef{ID: 101008, Name: "Iron Glare", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: pot, Also: pre, Level: inf, Step: vtes.StepPolling,
			Label: "+2 votes", French: "+2 voix", Legal: vtes.Political, Resolve: extraVotes(2)},
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pot, Also: pre, Level: sup}.Does(vtes.MoreBleed(2)),
	}})
