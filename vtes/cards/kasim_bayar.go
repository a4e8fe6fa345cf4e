package cards

import "kindred/vtes"

// Kasim Bayar, Banu Haqim Justicar: +1 bleed; once each combat, before
// range is determined, he may discard a political action card to get
// +2 strength for the rest of that combat.
var _ = register(with(vampire(201598, "Kasim Bayar", 9, "Banu Haqim", 6, "aus pot CEL OBF THA",
	vtes.Camarilla, vtes.Justicar),
	vtes.Static{
		Bleed: vtes.Always(1),
		Strength: func(g *vtes.Game, source, m *vtes.Card) int {
			if g.UsedInCombat(m, source.Def.ID) {
				return 2
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange,
			Label: "discard a political action card: +2 strength this combat",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return ownCombatant(g, p.Seat) == p.Source && !g.UsedInCombat(p.Source,
					p.Source.Def.ID) && len(ofType(g,
					p.Seat, vtes.PoliticalAction)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Discard(p.Seat, g.Choose(p.Seat, ofType(g, p.Seat, vtes.PoliticalAction)))
				g.CombatOnce(p.Source, p.Source.Def.ID)
			}}}}))
