package cards

import "kindred/vtes"

// The unnamed (Independent Baali, infernal, capacity 10): he can burn 1
// blood to strike: 2R aggravated damage (paid as the strike is chosen,
// strikecost.go); after he bleeds successfully (for 1 or more), his
// Methuselah can gain 2 pool (taken: more pool is never worse).
var _ = register(with(infernal(vampire(201411, "The unnamed", 10, "Baali", 6,
	"CEL DAI OBF PRE PRO", vtes.Independent, vtes.NoTitle)),
	vtes.Static{
		Strike: &vtes.StrikeSpec{Label: "burn 1 blood: 2R aggravated damage",
			French: "brûler 1 sang : 2 points de dégâts aggravés à distance",
			Damage: 2, Ranged: true, Aggravated: true,
			Usable:   func(_ *vtes.Game, c *vtes.Card) bool { return c.Blood >= 1 },
			OnChosen: func(g *vtes.Game, c *vtes.Card) { g.LoseBlood(c, 1) }},
		OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.Actor == c && vtes.BleedSuccessful(a) {
				g.GainPool(c.Controller, 2)
			}
		}}))
