package cards

import (
	"slices"

	"kindred/vtes"
)

// Revolutionary Council: political action requiring a baron; as the
// terms are chosen, its Methuselah chooses X ready unlocked Anarchs
// they control (still counted if locked during the polling, [LSJ
// 20081203]) and allocates 2X points among Methuselahs, locations and
// equipment; if the referendum passes, each chosen Anarch still ready
// is locked, each Methuselah burns 1 pool per point, all at once
// (A22), and each location or equipment given a point is burned. One
// point burns a card, so cards get one point each, chosen first.
var _ = register(withLegal(political(101631, "Revolutionary Council",
	vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}}, councilTerms),
	func(g *vtes.Game, p *vtes.Play) bool {
		// Another Anarch than the acting baron, who is locked as it acts.
		return slices.ContainsFunc(councilAnarchs(g, p.Seat), func(m *vtes.Card) bool {
			return m != p.Minion
		})
	}))

// councilAnarchs lists the ready unlocked Anarchs seat controls
// (Revolutionary Council).
func councilAnarchs(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if !m.Locked && isAnarch(g, m) {
			out = append(out, m)
		}
	}
	return out
}

// councilCards lists the locations and equipment in play, anyone's.
func councilCards(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	add := func(c *vtes.Card) {
		if !c.Contested && (c.Def.Location || c.Def.Types.Has(vtes.Equipment)) {
			out = append(out, c)
		}
	}
	for _, s := range g.Living() {
		m := g.Methuselah(s)
		for _, l := range [][]vtes.CardID{m.Ready, m.Torpor, m.InPlay} {
			for _, id := range l {
				c := g.Card(id)
				add(c)
				for _, a := range c.Attached {
					add(g.Card(a))
				}
			}
		}
	}
	return out
}

// councilTerms chooses Revolutionary Council's terms: X Anarchs, then the
// 2X points, first one each to the chosen locations and equipment, the
// rest among the Methuselahs.
func councilTerms(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
	seat := p.Seat
	pool := councilAnarchs(g, seat)
	if len(pool) == 0 {
		return func(*vtes.Game) {}
	}
	x := g.ChooseAmount(seat, 1, len(pool))
	var chosen []*vtes.Card
	for range x {
		c := g.Choose(seat, pool)
		chosen = append(chosen, c)
		pool = slices.DeleteFunc(pool, func(o *vtes.Card) bool { return o == c })
	}
	points := 2 * x
	var burnt []*vtes.Card
	if cards := councilCards(g); len(cards) > 0 {
		n := g.ChooseAmount(seat, 0, min(points, len(cards)))
		for range n {
			c := g.Choose(seat, cards)
			burnt = append(burnt, c)
			cards = slices.DeleteFunc(cards, func(o *vtes.Card) bool { return o == c })
		}
		points -= n
	}
	alloc := allocate(g, seat, points, g.Living(), false)
	return func(g *vtes.Game) {
		for _, c := range chosen {
			if c.Ready() {
				g.Lock(c)
			}
		}
		g.BurnPools(alloc)
		for _, c := range burnt {
			if c.Zone == vtes.ZoneInPlay || c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}
	}
}
