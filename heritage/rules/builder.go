package rules

import (
	"fmt"

	"kindred/heritage/pack"
)

// Pos is the position builder's handle on a game being set up: the
// tests set up any position in a few lines (Setup.Position), then play
// it. Every method panics on a bad request: it is for tests.
type Pos struct{ G *Game }

// Head returns seat's Clan Head.
func (p Pos) Head(seat int) int { return p.G.Players[seat].Lineage[0] }

// card finds a character card by id, wherever it is, and takes it out
// of the deck, the discard or the Antechamber.
func (p Pos) card(id string) int {
	g := p.G
	for i, c := range g.Cards {
		if c.Def.ID != id {
			continue
		}
		g.Deck = removeInt(g.Deck, i)
		g.Dead = removeInt(g.Dead, i)
		for j, a := range g.Ante {
			if a == i {
				g.Ante[j], g.AnteRes[j] = -1, -1
			}
		}
		return i
	}
	panic(fmt.Sprintf("builder: no character %q", id))
}

// Recruit puts character id in seat's Lineage under sire (a vampire
// id), with no activation and no skill: the position before play.
func (p Pos) Recruit(seat int, id string, sire int) int {
	return p.G.newVampire(seat, -1, p.card(id), sire).ID
}

// Ante fills the Antechamber, leftmost first, with these characters
// ("" leaves a slot empty); the others go back to the deck.
func (p Pos) Ante(ids ...string) {
	g := p.G
	for i, c := range g.Ante {
		if c >= 0 {
			g.Deck = append(g.Deck, c)
			g.Ante[i], g.AnteRes[i] = -1, -1
		}
	}
	for i, id := range ids {
		if id != "" {
			g.Ante[i] = p.card(id)
		}
	}
}

// DeckTop puts these characters on top of the deck, the last on top.
func (p Pos) DeckTop(ids ...string) {
	for _, id := range ids {
		c := p.card(id)
		p.G.Deck = append(p.G.Deck, c)
	}
}

// Set changes vampire v's markers.
func (p Pos) Set(v int, f func(*Vampire)) { f(&p.G.Vamps[v]) }

// Hand gives seat these intrigues in hand; its former hand goes to the
// bottom of its pile.
func (p Pos) Hand(seat int, ids ...string) {
	pl := &p.G.Players[seat]
	pl.Pile = append(append([]int(nil), pl.Hand...), pl.Pile...)
	pl.Hand = pl.Hand[:0]
	for _, id := range ids {
		i := p.G.intrigueIndex(id)
		pl.Pile = removeInt(pl.Pile, i)
		pl.Hand = append(pl.Hand, i)
	}
}

// Board returns the board of that kind in play.
func (p Pos) Board(kind string) Board {
	for _, b := range p.G.Boards {
		if b.Def().Rules == kind {
			return b
		}
	}
	panic("builder: no " + kind + " board in play")
}

// Face sets the face a character card shows.
func (p Pos) Face(id, face string) {
	for i, c := range p.G.Cards {
		if c.Def.ID == id {
			p.G.Cards[i].Face = face
		}
	}
}

// FindCard returns the index of character id's card.
func (g *Game) FindCard(id string) int {
	for i, c := range g.Cards {
		if c.Def.ID == id {
			return i
		}
	}
	return -1
}

// VampireOf returns the vampire id of the character id, or -1.
func (g *Game) VampireOf(id string) int {
	for _, v := range g.Vamps {
		if v.Card >= 0 && g.Cards[v.Card].Def.ID == id {
			return v.ID
		}
	}
	return -1
}

// Attr is a shorthand for a pack attribute set.
func Attr(social pack.Social, temper pack.Temper, geo pack.Geo, arch pack.Archetype) pack.Attributes {
	return pack.Attributes{Social: social, Temper: temper, Geo: geo, Archetype: arch}
}

// Take takes intrigue id out of seat's hand, pile and discard (to put
// it on the table) and returns its index.
func (p Pos) Take(seat int, id string) int {
	i := p.G.intrigueIndex(id)
	pl := &p.G.Players[seat]
	pl.Hand, pl.Pile, pl.Discard = removeInt(pl.Hand, i), removeInt(pl.Pile, i), removeInt(pl.Discard, i)
	return i
}
