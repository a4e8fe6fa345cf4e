package vtes

import "kindred/engine"

// Cards kept on a card in play, out of play (rules/vtes.md §1.5): "move
// the top 2 cards of your library to this equipment, face down and out of
// play" (Shilmulo Tarot), "put them on this location, face up and out of
// play" (Black Market Cache); "if you would draw a card from your
// library, you can draw one of those cards instead". A stored card is in
// the removed zone (out of play) with its Host the card it is kept on;
// when that card leaves play, the cards kept on it are burned. Kindred
// shows the stored cards to every Methuselah (face down or not).

var (
	msgStores     = engine.NewMsg("vtes.stores", "{0} is put on {1}, out of play.", "{0} est mise sur {1}, hors jeu.")
	msgDrawsFrom  = engine.NewMsg("vtes.draws-stored", "{0} draws {1} from {2}.", "{0} pioche {1} depuis {2}.")
	msgDrawPrompt = engine.NewMsg("vtes.draw-stored-ask", "Draw a card kept on your cards instead of your library's top card?", "Piocher une carte gardée sur vos cartes au lieu de celle du dessus de votre bibliothèque ?")
)

// StoreLibraryTop moves the top card of seat's library onto card s, out of
// play; false with an empty library.
func (g *Game) StoreLibraryTop(seat int, s *Card) bool {
	m := g.seats[seat]
	if len(m.Library) == 0 {
		return false
	}
	c := g.cards[m.Library[len(m.Library)-1]]
	g.Store(s, c)
	return true
}

// Store moves card c onto card s, out of play.
func (g *Game) Store(s, c *Card) {
	g.put(c, ZoneRemoved, c.Owner)
	c.Host = s.ID
	g.changed(c)
	g.note(msgStores.With(cardArg(c), cardArg(s)))
}

// Stored lists the cards kept on card s.
func (g *Game) Stored(s *Card) []*Card {
	var out []*Card
	for _, c := range g.cards {
		if c.Zone == ZoneRemoved && c.Host == s.ID {
			out = append(out, c)
		}
	}
	return out
}

// burnStored burns the cards kept on card s, as s leaves play.
func (g *Game) burnStored(s *Card) {
	for _, c := range g.Stored(s) {
		c.Host = NoCard
		g.put(c, ZoneAsh, c.Owner)
	}
}

// storers lists seat's cards in play that keep cards they may draw now.
func (g *Game) storers(seat int) []*Card {
	var out []*Card
	m := g.seats[seat]
	for _, l := range [2][]CardID{m.InPlay, m.Ready} {
		for _, id := range l {
			if c := g.cards[id]; g.drawsFrom(c) {
				out = append(out, c)
			}
			for _, a := range g.cards[id].Attached {
				if c := g.cards[a]; g.drawsFrom(c) {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// drawsFrom: c keeps cards its controller may draw now.
func (g *Game) drawsFrom(c *Card) bool {
	st := &c.Def.Static
	return st.Stores && !c.Contested && (st.DrawsFrom == nil || st.DrawsFrom(g, c))
}

// drawStored offers seat, about to draw from its library, the cards kept
// on its cards instead; true if it drew one of them. Asked only in a game
// where some card keeps cards (drawOne tests Game.storesCards inline: a
// draw, ≈ 200 a game, calls nothing).
func (g *Game) drawStored(seat int) bool {
	ss := g.storers(seat)
	if len(ss) == 0 {
		return false
	}
	var cands []*Card
	for _, s := range ss {
		cands = append(cands, g.Stored(s)...)
	}
	if len(cands) == 0 {
		return false
	}
	g.options()
	for _, c := range cands {
		g.optionMsg(int64(c.ID), msgCard, cardArg(c))
	}
	g.optionMsg(-1, msgChooseNone)
	code := g.askCode(seat, kindChoose, msgDrawPrompt.Text())
	if code < 0 {
		return false
	}
	c := g.cards[code]
	from := g.cards[c.Host]
	c.Host = NoCard
	g.put(c, ZoneHand, seat)
	g.note(msgDrawsFrom.With(seatArg(seat), cardArg(c), cardArg(from)))
	if f := from.Def.Static.OnStoredDrawn; f != nil {
		f(g, from)
	}
	return true
}

// SearchLibraryToStore lets seat keep up to n cards of its library that
// fit on card s: it says how many (as many as fit at most), then chooses
// them one at a time; the library is shuffled afterward. It returns how
// many it kept.
func (g *Game) SearchLibraryToStore(seat int, s *Card, n int, fits func(c *Card) bool) int {
	fitting := 0
	for _, id := range g.seats[seat].Library {
		if fits(g.cards[id]) {
			fitting++
		}
	}
	if n = min(n, fitting); n > 0 {
		n = g.ChooseAmount(seat, 0, n)
	}
	for range n {
		var found []*Card
		for _, id := range g.seats[seat].Library {
			if c := g.cards[id]; fits(c) && !defAmong(found, c.Def) {
				found = append(found, c)
			}
		}
		g.Store(s, g.Choose(seat, found))
	}
	g.Shuffle(seat)
	return n
}
