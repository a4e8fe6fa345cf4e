package cards

import "kindred/vtes"

// Change of Target: only when this minion is blocked, before the block
// resolves (vtes.StepBlockResolution; [LSJ 19980224]): it unlocks, the
// action ends unsuccessfully (the blocker does not lock, no combat;
// effects of the block itself, Aching Beauty's, stay [RTR 19991206]),
// and it cannot perform the same action again this turn ([LSJ
// 20070709]). Played by the acting minion's Methuselah, for an action
// whose repetition the engine can bar (vtes.SameActionBarrable).
var _ = register(&vtes.CardDef{ID: 100323, Name: "Change of Target", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepBlockResolution,
		Label: "unlock, the action ends", French: "redresser, l'action prend fin",
		Legal: vtes.All(vtes.BeforeBlockResolution, vtes.SameActionBarrable),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BarSameAction()
			g.EndBlockedAction()
			g.Unlock(p.Minion)
		}}}})
