package cards

import "kindred/vtes"

// Lady Vadislava, Sabbat priscus (nec ANI AUS DOM VIC, capacity 9): once
// each round, before strikes are chosen, she may burn 1 blood to make the
// damage of her hand strikes aggravated that round (§6.7).
var _ = register(with(vampire(201516, "Lady Vadislava", 9, "Tzimisce", 5, "nec ANI AUS DOM VIC",
	vtes.Sabbat, vtes.Priscus),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBeforeStrikes,
		Label:  "burn 1 blood: aggravated hand strikes this round",
		French: "brûler 1 sang : frappes à mains nues aggravées ce round-ci",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return ownCombatant(g, p.Seat) == p.Source && p.Source.Blood >= 1 &&
				!g.UsedInCombat(p.Source, g.RoundKey(p.Source.Def.ID))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.CombatOnce(p.Source, g.RoundKey(p.Source.Def.ID))
			g.LoseBlood(p.Source, 1)
			aggravateHandStrikes(g, p.Source)
		}}}}))

// aggravateHandStrikes makes minion m's hand strikes aggravated this
// round, when it is in combat (§6.7).
func aggravateHandStrikes(g *vtes.Game, m *vtes.Card) {
	vtes.AggravatedHandStrikes(g, &vtes.Play{Minion: m, Seat2: -1})
}
