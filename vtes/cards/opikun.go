package cards

import "kindred/vtes"

// Opikun: once each combat involving a vampire his Methuselah controls,
// he can burn 1 blood to prevent up to 2 of the non-aggravated damage the
// opposing minion's strike inflicts on that vampire (§6.7).
var _ = register(with(vampire(201680, "Opikun", 5, "Salubri", 7, "aus dom FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPrevent,
		Label: "burn 1 blood: prevent 2 damage of the strike", French: "brûler 1 sang : prévenir 2 dégâts du coup",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			v := opikunsVampire(g, p.Source)
			return v != nil && p.Source.Ready() && p.Source.Blood > 0 && !g.UsedInCombat(p.Source, p.Source.Def.ID)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := opikunsVampire(g, p.Source)
			g.CombatOnce(p.Source, p.Source.Def.ID)
			g.LoseBlood(p.Source, 1)
			normal, _, _ := g.Combat().Pending(g.Combat().Side(v))
			g.PreventNormal(v, min(2, normal))
		}}}}))

// opikunsVampire is the vampire of Opikun's Methuselah in the current
// combat that is to take normal damage from a strike, or nil.
func opikunsVampire(g *vtes.Game, opikun *vtes.Card) *vtes.Card {
	cs := g.Combat()
	if cs == nil {
		return nil
	}
	for side, m := range cs.Minion {
		if m.IsVampire() && m.Controller == opikun.Controller {
			if normal, _, _ := cs.Pending(side); normal > 0 {
				return m
			}
		}
	}
	return nil
}
