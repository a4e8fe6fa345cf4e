package cards

import "kindred/vtes"

// Agnieszka, Tempter of Legions (Sabbat Archbishop of Gdansk, Path of
// Cathari): she can burn 1 blood to strike: combat ends (paid as it is
// chosen, strikecost.go); +1 bleed.
var _ = register(onPath(vtes.PathCathari, with(ofCity(vampire(201736,
	"Agnieszka, Tempter of Legions", 10, "Ministry", 6, "for pot AUS OBF PRE PRO", vtes.Sabbat,
	vtes.Archbishop), "Gdansk"),
	vtes.Static{Bleed: vtes.Always(1),
		Strike: &vtes.StrikeSpec{Label: "burn 1 blood: combat ends",
			French: "brûler 1 sang : fin du combat", CombatEnd: true,
			Usable:   func(_ *vtes.Game, c *vtes.Card) bool { return c.Blood >= 1 },
			OnChosen: func(g *vtes.Game, c *vtes.Card) { g.LoseBlood(c, 1) }}})))
