package vtes

import "kindred/engine"

// Cards removed from the game when they are burned ("when that card is
// burned, remove it from the game instead": a card played from The
// Erciyes Fragments; rules/vtes.md §1.6). The mark is the card's own
// (cardMore.outIfBurned, set as it is played from its holder: unhold):
// it follows the card into play, and a card the mark sends to the ash
// heap (burned, or done resolving) goes to the removed cards instead. A
// card returned to a hand, a library or a crypt is a new card there
// (§1.5.3): the mark goes ([LSJ 20050322]: a political action from the
// Fragments that Delaying Tactics returns goes to its owner's hand).

var msgRemovedFromGame = engine.NewMsg("vtes.removed-from-game", "{0} is removed from the game.", "{0} est retirée du jeu.")

// burnedOutOfGame is the zone card c, moving to zone z, goes to: the
// removed cards for a marked card burned.
func (g *Game) burnedOutOfGame(c *Card, z Zone) Zone {
	if c.more == nil || !c.more.outIfBurned {
		return z
	}
	switch z {
	case ZoneAsh:
		g.note(msgRemovedFromGame.With(cardArg(c)))
		return ZoneRemoved
	case ZoneHand, ZoneLibrary, ZoneCrypt:
		c.more.outIfBurned = false
		g.changed(c)
	}
	return z
}

// OutIfBurned reports whether card c is removed from the game when
// burned.
func (c *Card) OutIfBurned() bool { return c.more != nil && c.more.outIfBurned }
