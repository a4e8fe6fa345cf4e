package cards

import "kindred/vtes"

// Phaibun: once each combat, she can discard a card at random to strike:
// dodge (the discard paid as the strike is chosen; not with an empty
// hand).
var _ = register(with(vampire(201681, "Phaibun", 5, "Ravnos", 7, "ani OBF PRE", vtes.Anarch, 0),
	vtes.Static{Strike: &vtes.StrikeSpec{Label: "discard at random: dodge",
		French: "défausser au hasard : esquive", Dodge: true, OncePerCombat: true,
		Usable:   func(g *vtes.Game, c *vtes.Card) bool { return len(g.Hand(c.Controller)) > 0 },
		OnChosen: func(g *vtes.Game, c *vtes.Card) { g.DiscardAtRandom(c.Controller) }}}))
