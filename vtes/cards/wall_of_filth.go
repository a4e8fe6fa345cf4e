package cards

import "kindred/vtes"

// Wall of Filth, Path of Caine, [pro] or [tha] (group G00086), before
// range is determined: the card goes on this vampire, one a vampire; in
// any combat, the vampire can burn it to prevent 2 non-aggravated damage
// (superior, 2 damage of any kind: the level it was played at is kept on
// the card); §6.7.
var _ = register(&vtes.CardDef{ID: 102347, Name: "Wall of Filth", Types: vtes.Combat,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.EitherDisc([]vtes.Disc{pro, tha}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: d, Step: vtes.StepBeforeRange,
			Legal: vtes.All(vtes.InCombat, onePerMinion)},
			vtes.Effect{Label: "put on this vampire: prevent 2 non-aggravated damage",
				French:  "mettre sur ce vampire : prévenir 2 dégâts non aggravés",
				Resolve: wallOn(false)},
			vtes.Effect{Label: "put on this vampire: prevent 2 damage",
				French:  "mettre sur ce vampire : prévenir 2 dégâts",
				Resolve: wallOn(true)})
	}),
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPrevent,
		Label: "burn: prevent 2 damage", French: "brûler : prévenir 2 dégâts",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return wallFacing(g, p.Source) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v, superior := g.Host(p.Source), p.Source.Superior
			g.Burn(p.Source)
			if superior {
				g.Prevent(v, 2)
			} else {
				g.PreventNormal(v, 2)
			}
		}}}}})

// wallOn puts the card on the vampire, keeping the level it was played at.
func wallOn(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		vtes.PutOnMinion(0)(g, p)
		p.Card.Superior = superior
		g.Changed(p.Card)
	}
}

// wallFacing is the damage Wall of Filth c may prevent in this damage
// step: its vampire's non-aggravated damage, or any when played superior.
func wallFacing(g *vtes.Game, c *vtes.Card) int {
	cs, v := g.Combat(), g.Host(c)
	if cs == nil || v == nil || cs.Side(v) < 0 {
		return 0
	}
	normal, agg, env := cs.Pending(cs.Side(v))
	if c.Superior {
		return normal + agg + env
	}
	return normal + env
}
