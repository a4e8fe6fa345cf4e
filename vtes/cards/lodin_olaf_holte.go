package cards

import "kindred/vtes"

// Lodin (Olaf Holte), Prince of Chicago: once each combat, he may
// prevent 1 damage of an opposing minion's strike (§6.7).
var _ = register(ofCity(with(vampire(200848, "Lodin (Olaf Holte)", 8, "Ventrue", 5,
	"aus pro DOM FOR PRE", vtes.Camarilla, vtes.Prince),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPrevent,
		Label: "prevent 1 damage of the strike", French: "prévenir 1 point de dégâts de la frappe",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			cs := g.Combat()
			if cs == nil || cs.Side(p.Source) < 0 || g.UsedInCombat(p.Source, p.Source.Def.ID) {
				return false
			}
			normal, agg, _ := cs.Pending(cs.Side(p.Source))
			return normal+agg > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.CombatOnce(p.Source, p.Source.Def.ID)
			cs := g.Combat()
			normal, agg, _ := cs.Pending(cs.Side(p.Source))
			g.Prevent(p.Source, min(1, normal+agg)) // the strike's, not the environment's
		}}}}), "Chicago"))
