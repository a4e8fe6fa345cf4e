package cards

import "kindred/vtes"

// Life Boon: an out-of-turn master card, played as another Methuselah is
// about to be ousted (vtes/oustwindow.go): its player gives them the pool
// they are short, at least enough to keep them in the game ([RTR
// 19970630] [ANK 20230817-2]), and puts the card in play naming them
// (vtes.ChooseSeats). Giving one's last pool is not offered: the giver
// keeps 1 at least. In each of that Methuselah's unlock phases its
// controller may steal 1 pool from them. Its controller gains the victory
// points that Methuselah gains instead of them (vtes/vpinstead.go), half
// points too ([RTR 19991206]), until they are being ousted themselves
// (so not a predator's point for their own oust, [RTR 20000501] [LSJ
// 20020622]), and burns it once it gave them 1. Several Life Boons on
// one Methuselah take the points in turn, each linked to the one played
// before it ([RTR 19951017]).
var _ = register(&vtes.CardDef{ID: 101103, Name: "Life Boon", Types: vtes.Master, OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAboutToBeOusted,
		Label:  "give pool to keep them in the game",
		French: "donner du réservoir pour le maintenir dans la partie",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			t := g.AboutToBeOusted()
			return t >= 0 && t != p.Seat && g.Methuselah(p.Seat).Pool > g.PoolShort(t)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			t := g.AboutToBeOusted()
			if t < 0 || g.PoolShort(t) == 0 {
				return
			}
			give := g.ChooseAmount(p.Seat, g.PoolShort(t), g.Methuselah(p.Seat).Pool-1)
			g.GivePool(p.Seat, t, give)
			previous := lastBoonOn(g, p.Card.Def, t)
			vtes.PutInPlay(g, p)
			g.ChooseSeats(p.Card, 1<<t)
			g.SetCounters(p.Card, 0)
			p.Card.Links[0] = previous
			g.Changed(p.Card)
		}}},
	Static: vtes.Static{
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Zone == vtes.ZoneInPlay && c.SeatChosen(seat) && !g.Methuselah(seat).Ousted &&
				g.YesNo(c.Controller, c) {
				g.GivePool(seat, c.Controller, 1)
			}
		},
		TakesVP: func(g *vtes.Game, c *vtes.Card, seat, halves int) int {
			if !c.SeatChosen(seat) || !firstBoon(g, c) {
				return 0
			}
			n := min(halves, 2-boonHalves(c))
			g.SetCounters(c, boonHalves(c)+n)
			if boonHalves(c) >= 2 {
				g.Burn(c)
			}
			return n
		}}})

// boonHalves is the half victory points a Life Boon gave its controller.
func boonHalves(c *vtes.Card) int { return c.Counters }

// lastBoonOn returns the id of the last Life Boon (Def d) in play on
// seat, vtes.NoCard for none: the one no other follows, which a new Life
// Boon on seat follows.
func lastBoonOn(g *vtes.Game, d *vtes.CardDef, seat int) vtes.CardID {
	boons := boonsOn(g, d, seat)
	for _, b := range boons {
		followed := false
		for _, c := range boons {
			followed = followed || c.Links[0] == b.ID
		}
		if !followed {
			return b.ID
		}
	}
	return vtes.NoCard
}

// firstBoon reports whether Life Boon c comes first in its Methuselah's
// series: the boon it follows (Links[0]) is no longer in play on them.
func firstBoon(g *vtes.Game, c *vtes.Card) bool {
	if c.Links[0] == vtes.NoCard {
		return true
	}
	prev := g.Card(c.Links[0])
	return prev.Def != c.Def || prev.Zone != vtes.ZoneInPlay || prev.ChosenSeats() != c.ChosenSeats()
}

// boonsOn lists the Life Boons (Def d) in play naming seat.
func boonsOn(g *vtes.Game, d *vtes.CardDef, seat int) []*vtes.Card {
	var out []*vtes.Card
	for s := range g.Seats() {
		for _, id := range g.Methuselah(s).InPlay {
			if c := g.Card(id); c.Def == d && c.SeatChosen(seat) {
				out = append(out, c)
			}
		}
	}
	return out
}
