package vtes

// Bonuses for every minion in play (rules/vtes.md §1.5.6): a card in play
// whose bonuses apply to all the minions its text names, whoever controls
// them ("Banu Haqim get +1 stealth when bleeding": The Khabar: Community),
// not only to its own Methuselah's (Static.Global). Static.Everyone marks
// it; its bonus funcs test each minion themselves.

// eachEveryone calls f for every card in play, of any Methuselah, whose
// Static bonuses apply to every minion.
func (g *Game) eachEveryone(f func(c *Card)) {
	for s := range g.seats {
		g.eachInPlay(s, func(c *Card) {
			if c.Def.Static.Everyone && !c.Contested {
				f(c)
			}
		})
	}
}
