package cards

import "kindred/vtes"

// Go-getter: a Ravnos action modifier, not usable during a bleed. [obf]
// +1 stealth (while being blocked, where it matters, §4.3). [OBF] once a
// blocked action's combat is over, the acting vampire burns 1 blood to
// continue the action as if unblocked (vtes.StepAfterBlockCombat; group
// G00099: the Methuselahs who declined do not block again).
var _ = register(&vtes.CardDef{ID: 102355, Name: "Go-getter", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt,
			Legal: vtes.All(vtes.BeingBlocked, notDuringBleed)}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepAfterBlockCombat,
			Label:  "burn 1 blood: continue as if unblocked",
			French: "brûler 1 sang : continuer comme si l'action n'avait pas été bloquée",
			Legal: vtes.All(notDuringBleed, func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a.Blocked && a.Actor == p.Minion && p.Minion.Blood >= 1
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1)
				g.ContinueAsIfUnblocked(0)
			}},
	}})

// notDuringBleed: "not usable during a bleed action".
func notDuringBleed(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a != nil && !a.IsBleed()
}
