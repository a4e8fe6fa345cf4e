package cards

import "kindred/vtes"

// Forced Vigilance, for 1 blood: unlock this locked vampire; [for] once
// it has blocked, after the action (and its combat) resolved; [FOR]
// during an action directed at its Methuselah or a card they control,
// as blocks are decided (§4.2, §4.3).
var _ = register(&vtes.CardDef{ID: 100762, Name: "Forced Vigilance", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, Disc: frt, Level: inf, Cost: vtes.Cost{Blood: 1}, ByLocked: true,
			Step: vtes.StepAfterAction, Label: "unlock after blocking", French: "dégager après avoir bloqué",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return vtes.Locked(g, p) && a != nil && a.Blocked && a.Blocker == p.Minion
			},
			Resolve: vtes.Unlock},
		{Kind: vtes.PlayReaction, Disc: frt, Level: sup, Cost: vtes.Cost{Blood: 1}, ByLocked: true,
			Step: vtes.StepBlockDecision, Label: "unlock", French: "dégager",
			Legal:   vtes.All(vtes.Locked, vtes.DirectedAtYou),
			Resolve: vtes.Unlock},
	}})
