package cards

import "kindred/vtes"

// I am Legion: [dai] +1 stealth, only when needed (BeingBlocked);
// [dai][obf] cancel, as it is played, another Methuselah's reaction card
// played with Auspex, its cost paid (§14 C5); [DAI][OBF] that, and/or
// gain 1 pool after the action resolves if it is successful: the pool
// alone is played as the action goes on unblocked (StepAfterBlocks).
var _ = register(&vtes.CardDef{ID: 100947, Name: "I am Legion", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Daimoinon, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
			Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Daimoinon, Also: obf, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAsPlayed,
			Legal: auspexReactionPlaying}.Does(legionCancel),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Daimoinon, Also: obf, Level: sup,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAsPlayed,
			Legal: auspexReactionPlaying}.Does(vtes.Both(legionCancel, legionPool)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Daimoinon, Also: obf, Level: sup,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAfterBlocks}.Does(legionPool),
	}})

// legionCancel cancels the reaction card being played, its cost paid.
var legionCancel = vtes.Effect{Label: "cancel an Auspex reaction card",
	French: "annuler une carte de réaction d'Auspex", Resolve: vtes.CancelPlaying}

// legionPool: its player gains 1 pool after the action resolves, if it
// was successful.
var legionPool = vtes.Effect{Label: "1 pool if the action is successful",
	French: "1 réserve si l'action réussit",
	Resolve: func(g *vtes.Game, p *vtes.Play) {
		a, seat := g.Action(), p.Seat
		a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
			if a.Succeeded {
				g.GainPool(seat, 1)
			}
		})
	}}

// auspexReactionPlaying: another Methuselah is playing a reaction card
// with Auspex during the action of the minion playing this card (played
// with it, not one that could have been: [PIB 20130704]).
func auspexReactionPlaying(g *vtes.Game, p *vtes.Play) bool {
	q, a := g.Playing(), g.Action()
	return q != nil && !q.Cancelled && a != nil && a.Actor == p.Minion &&
		q.Mode.Kind == vtes.PlayReaction && q.Seat != p.Seat && playedWithAuspex(q)
}
