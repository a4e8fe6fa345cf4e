package cards

import "kindred/vtes"

// Glancing Blow: not replaced until its Methuselah's next unlock phase
// (group G00025); prevent 1 damage of the opposing minion's strike, not
// environmental damage (§6.7).
var _ = register(&vtes.CardDef{ID: 100834, Name: "Glancing Blow", Types: vtes.Combat,
	NoReplace: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepPrevent,
		Label: "prevent 1 damage from the strike", French: "prévenir 1 point de dégâts du coup",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			cs := g.Combat()
			if cs == nil || cs.Side(p.Minion) < 0 {
				return false
			}
			normal, agg, _ := cs.Pending(cs.Side(p.Minion))
			return normal+agg > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 1) }}}})
