package vtes

// Which cards are hunting grounds, and which of them derivative
// ("Hunting ground. Derivative.": Poacher's Hunting Ground), for the
// cards that count the hunting grounds in play (rules/vtes.md §1.6;
// huntingground.go). Every hunting ground of the card list is here,
// implemented or not: a Methuselah may control one Kindred cannot play
// yet only in tests, but the count must not depend on it. The list is
// checked against the card data (TestHuntingGroundCards).
var huntingGrounds = map[int]bool{ // id: derivative
	100015: false, 100049: false, 100108: false, 100136: false, 102287: false,
	102311: false, 100288: false, 100297: false, 100426: false, 100724: false,
	100871: false, 100996: false, 101030: false, 101060: false, 101102: false,
	102252: false, 101243: false, 101344: false, 101350: false, 101354: false,
	101404: true, 101415: false, 101421: false, 101753: false, 101808: false,
	101821: false, 101953: false, 101980: false, 102032: false, 102066: false,
	102075: false, 102084: false, 102150: false, 102212: false,
}

// HuntingGroundCards returns the VEKN ids of the hunting grounds, with
// whether each is derivative.
func HuntingGroundCards() map[int]bool {
	out := make(map[int]bool, len(huntingGrounds))
	for id, d := range huntingGrounds {
		out[id] = d
	}
	return out
}

// NonDerivativeGrounds counts the non-derivative hunting grounds seat
// controls in play: on no minion, or on one (a trophy); a contested one
// is out of play (§10.1).
func (g *Game) NonDerivativeGrounds(seat int) int {
	n := 0
	count := func(c *Card) {
		if d, ok := huntingGrounds[c.Def.ID]; ok && !d && c.Controller == seat && !c.Contested {
			n++
		}
	}
	m := g.seats[seat]
	for _, id := range m.InPlay {
		count(g.cards[id])
	}
	for _, l := range [2][]CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			for _, a := range g.cards[id].Attached {
				count(g.cards[a])
			}
		}
	}
	return n
}

// HungryAnarchs lists the ready Anarchs seat controls a hunting ground
// may feed now: below capacity, not fed by one this turn.
func (g *Game) HungryAnarchs(seat int) []*Card { return g.hungryAnarchs(seat) }

// FeedFromGround gives vampire v 1 blood from a hunting ground, which
// it may gain from no other this turn.
func (g *Game) FeedFromGround(v *Card) {
	g.MarkOnce(huntingGroundKey(v))
	g.AddBlood(v, 1)
}
