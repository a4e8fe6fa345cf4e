package vtes

import "kindred/engine"

// A library card that becomes a vampire (Waters of Duat, Childe of the
// Revolution; ruling group G00054 "Action creating vampire"). Put into
// play, the card is a vampire of capacity 1, of a clan and possibly a
// sect, with no Discipline and no text, non-unique: its Card.Def is a
// definition made for it, its printed one kept in Card.Printed. It enters
// its controller's ready region unlocked and empty, so it must hunt this
// turn (§14 C17, minion.go). It stays a vampire while in play, and in the
// uncontrolled region if moved there (G00054 [RTR 19990712]); in the ash
// heap or any other zone out of play it is its library card again
// (G00054 [LSJ 20020115]), and it is burned rather than put into a crypt
// (G00054 [LSJ 20041201-2], zones.go leavingPlay).

var msgBecomesVampire = engine.NewMsg("vtes.becomes-vampire", "{0} becomes a vampire of capacity {1} ({2}).", "{0} devient un vampire de capacité {1} ({2}).")

// BecomeVampire puts library card c into seat's ready region as a
// non-unique vampire of capacity 1 of clan and sect (NoSect for none),
// unlocked and with no blood.
func (g *Game) BecomeVampire(c *Card, seat int, clan string, sect Sect) {
	printed := c.Def
	if c.Printed() != nil {
		printed = c.Printed()
	}
	c.Def = &CardDef{ID: printed.ID, Name: printed.Name, Capacity: 1, Clan: clan, Sect: sect, Types: Vampire}
	g.moreOf(c).printed = printed
	g.put(c, ZoneReady, seat)
	c.Locked, c.Blood = false, 0
	g.changed(c)
	label := clan
	if sect != NoSect {
		label = sect.String() + " " + clan
	}
	g.note(msgBecomesVampire.With(cardArg(c), intArg(1), strArg(label)))
	g.enterPlay(c)
}

// BecameVampire reports whether c is a library card that became a vampire.
func (c *Card) BecameVampire() bool { return c.Printed() != nil && c.IsVampire() }

// DisciplineSearch lets vampire v's controller search their library
// (shuffled afterwards), ash heap or hand for a Discipline master card
// and put it on v, or decline: the search of §7.4 step 4, which a new
// vampire's card may grant (Waters of Duat).
func (g *Game) DisciplineSearch(v *Card) { g.disciplineSearch(v) }
