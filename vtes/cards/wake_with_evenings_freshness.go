package cards

import "kindred/vtes"

// Wake with Evening's Freshness, shared by the Malkavian and Ventrue
// starters: only by a locked vampire; not replaced until its Methuselah's
// next unlock phase (group G00025); the vampire wakes: it may block and
// play reactions this action though locked (§14 C3). Played as its
// Methuselah decides whether to block, after blocks (for a reaction such
// as Deflection) or after the action resolved (group G00115).
var _ = register(&vtes.CardDef{ID: 102137, Name: "Wake with Evening's Freshness",
	Types: vtes.Reaction, NoReplace: true,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision, Label: "wake",
			Legal: lockedAsleep, Resolve: vtes.Wake},
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepAfterBlocks, Label: "wake",
			Legal: lockedAsleep, Resolve: vtes.Wake},
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepAfterAction, Label: "wake",
			Legal: lockedAsleep, Resolve: vtes.Wake},
	}})

// lockedAsleep: the reacting minion is a locked vampire not yet woken.
func lockedAsleep(g *vtes.Game, p *vtes.Play) bool {
	return p.Minion.IsVampire() && p.Minion.Locked && !p.Minion.Woken
}
