package vtes

// Abilities of a card in play that any Methuselah may use, not only its
// controller ("Methuselahs can burn a non-Camarilla vampire they control
// during their master phase to burn this card": Judgment: Camarilla
// Segregation). Ability.AnyMethuselah marks them; their Legal says who.

// offerOpenAbilities adds the AnyMethuselah abilities at step of the cards
// in play other Methuselahs than seat control; those taking a master phase
// action are offerMasterActionAbilities' (cardactions.go).
func (g *Game) offerOpenAbilities(seat int, step Step, keep func(ab *Ability) bool) {
	if !g.openAbilities || g.openSteps&stepBit(step) == 0 || g.enough() {
		return // no card of the game has one at this step, or a replay has the option it needs (Game.cut)
	}
	// The few cards with such an ability (noteCard), in card order: not
	// every card with an ability.
	for _, id := range g.openCards {
		c := g.cards[id]
		if c.Controller == seat || c.Contested || !g.inPlayNow(c) {
			continue
		}
		for ai := range c.Def.Static.Abilities {
			ab := &c.Def.Static.Abilities[ai]
			if !ab.AnyMethuselah || ab.MasterAction || ab.Step != step || keep != nil && !keep(ab) {
				continue
			}
			if ab.Legal == nil || ab.Legal(g, &Play{Seat: seat, Card: c, Source: c, Action: g.action, Seat2: -1}) {
				g.optionMsg(abilityCode(c.ID, ai), msgUseAbility, cardArg(c), labelArg(ab.Label))
			}
		}
	}
}
