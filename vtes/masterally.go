package vtes

import "kindred/engine"

// A master card that becomes an ally once in play ("Put this card in
// play; it becomes a unique mortal ally with 1 life, 0 strength and 0
// bleed": Jake Washington). In play its Card.Def is the ally its card
// describes (CardDef.AsAlly), its printed card kept in Card.Printed, as a
// library card become a vampire is (becomevampire.go): out of play it is
// its master card again ([LSJ 20071014]: no ally in the ash heap). It
// enters its controller's ready region unlocked with its life, like a
// recruited ally (§14 C23: it cannot act this turn).

var msgBecomesAlly = engine.NewMsg("vtes.becomes-ally", "{0} becomes an ally with {1} life.",
	"{0} devient un allié avec {1} point(s) de vie.")

// PutInPlayAsAlly is the effect of a master card with an AsAlly: into the
// ready region of its player as that ally.
func PutInPlayAsAlly(g *Game, p *Play) {
	c, ally := p.Card, p.Card.Def.AsAlly
	if ally == nil {
		return
	}
	printed := c.Def
	c.Def = ally
	g.moreOf(c).printed = printed
	g.noteNewDef(c)
	g.note(msgBecomesAlly.With(cardArg(c), intArg(ally.Life)))
	RecruitAlly(ally.Life)(g, p)
}
