package cards

import "kindred/vtes"

// Form of the Wolf, before range is determined, one each combat for a
// vampire: +1 strength this combat; superior: also 1 optional press this
// combat (§6.4, §6.6).
var _ = register(&vtes.CardDef{ID: 102225, Name: "Form of the Wolf", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: pro,
		Step: vtes.StepBeforeRange, Legal: oneEachCombat},
		vtes.Effect{Label: "+1 strength this combat", French: "+1 force pour ce combat",
			Resolve: wolfForm(false)},
		vtes.Effect{Label: "+1 strength and 1 optional press this combat",
			French:  "+1 force et 1 poursuite optionnelle pour ce combat",
			Resolve: wolfForm(true)})})

// oneEachCombat: the vampire is in combat and has played no copy of this
// card in it ("a vampire can play only one … each combat").
func oneEachCombat(g *vtes.Game, p *vtes.Play) bool {
	return vtes.InCombat(g, p) && !g.UsedInCombat(p.Minion, p.Card.Def.ID)
}

// wolfForm gives the vampire +1 strength, and with press 1 optional
// press, for the rest of the combat.
func wolfForm(press bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, p.Card.Def.ID)
		cs := g.Combat()
		side := cs.Side(p.Minion)
		cs.GainStrength(side, 1)
		if press {
			cs.Presses[side]++
		}
	}
}
