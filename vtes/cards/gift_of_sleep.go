package cards

import "kindred/vtes"

// Gift of Sleep: [obf] and [OBE] action modifier, +1 stealth (§4.3).
// [obe] action modifier or reaction, only usable by a vampire about to
// enter combat with an ally: the ally locks and the action ends,
// unsuccessfully, at once: nothing more is played in it ([RTR 20180719]
// [ANK 20200207]); a blocking vampire does not lock (EndBlockedAction).
// The combat it meets is a block's, before the block resolves
// (StepBlockResolution): an acting vampire blocked by an ally, or a
// blocking vampire of an acting ally; no window opens before the combat
// of an action entering combat yet (as for Obedience).
var _ = register(&vtes.CardDef{ID: 100828, Name: "Gift of Sleep",
	Types: vtes.ActionModifier | vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Obeah, Level: inf,
			Step: vtes.StepBlockResolution, Legal: blockedByAlly}.Does(sleepAlly(false)),
		vtes.Mode{Kind: vtes.PlayReaction, Disc: vtes.Obeah, Level: inf,
			Step: vtes.StepBlockResolution, Legal: blockingAlly}.Does(sleepAlly(true)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Obeah, Level: sup,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
	}})

// blockedByAlly: the acting vampire, p.Minion, was blocked by an ally,
// the block not resolved yet.
func blockedByAlly(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return vtes.BeforeBlockResolution(g, p) && a.Actor == p.Minion && p.Minion.IsVampire() &&
		a.Blocker != nil && a.Blocker.IsAlly()
}

// blockingAlly: p.Minion, a vampire, blocked an acting ally, the block not
// resolved yet.
func blockingAlly(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return vtes.BeforeBlockResolution(g, p) && a.Blocker == p.Minion && p.Minion.IsVampire() &&
		a.Actor.IsAlly()
}

// sleepAlly locks the ally the vampire was about to fight and ends the
// action; the blocking vampire does not lock.
func sleepAlly(blocking bool) vtes.Effect {
	return vtes.Effect{Label: "lock the ally, end the action",
		French: "incliner l'allié, terminer l'action",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			a := g.Action()
			ally := a.Blocker
			if blocking {
				ally = a.Actor
			}
			g.Lock(ally)
			g.EndBlockedAction()
		}}
}
