package cards

import "kindred/vtes"

// One With the Land, Tzimisce, during an action directed at its
// Methuselah or a card they control. [pro] +2 intercept for the vampire
// attempting to block. [PRO] a locked vampire unlocks and attempts to
// block; if it blocks, neither combatant can strike in the first round of
// the combat (strikebans.go; §4.3, §6.4).
var _ = register(&vtes.CardDef{ID: 102256, Name: "One With the Land", Types: vtes.Reaction,
	Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: pro, Level: inf, Step: vtes.StepBlockAttempt,
			Legal: vtes.All(vtes.Blocking, vtes.DirectedAtYou)}.Does(vtes.AddIntercept(2)),
		{Kind: vtes.PlayReaction, Disc: pro, Level: sup, ByLocked: true, Step: vtes.StepBlockDecision,
			Legal:  vtes.All(vtes.Locked, vtes.DirectedAtYou),
			Label:  "unlock and block, no strikes in the first round",
			French: "se redresser et bloquer, pas de frappe au premier round",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := p.Minion
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					if cs.Side(v) >= 0 {
						cs.RoundBans = [2]vtes.StrikeKind{vtes.AnyStrike, vtes.AnyStrike}
					}
				})
				vtes.Unlock(g, p)
				vtes.AttemptBlock(g, p)
			}},
	}})
