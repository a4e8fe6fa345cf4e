package cards

import "kindred/vtes"

// Smiling Jack, The Anarch: unique; in play, in its Methuselah's
// unlock phase 1 pool moves onto it as a counter; in each other
// Methuselah's unlock phase, that Methuselah burns 1 pool or 1 blood
// from a vampire they control per counter, in any mix ([ANK
// 20181006]; an empty vampire does not count, [LSJ 19971212]).
// Vampires can burn it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101811, Name: "Smiling Jack, The Anarch", Types: vtes.Master,
	Unique: true,
	Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Burnable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Contested || g.Methuselah(c.Controller).Pool < 1 {
				return
			}
			g.BurnPool(c.Controller, 1)
			g.AddCounters(c, 1)
		},
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Contested || seat == c.Controller || c.Counters == 0 || g.Methuselah(seat).Ousted {
				return
			}
			jackToll(g, seat, c.Counters)
		}}})

// jackToll makes seat burn n, each point 1 pool or 1 blood from a vampire
// they control that has some, in any mix: first how much in pool, then
// the vampires one by one.
func jackToll(g *vtes.Game, seat, n int) {
	vs := vampiresWithBlood(g, seat)
	blood := 0
	for _, v := range vs {
		blood += v.Blood
	}
	inPool := n
	if blood > 0 {
		inPool = g.ChooseAmount(seat, max(n-blood, 0), n)
	}
	g.BurnPool(seat, inPool)
	for range n - inPool {
		if vs = vampiresWithBlood(g, seat); len(vs) == 0 {
			return
		}
		g.LoseBlood(g.Choose(seat, vs), 1)
	}
}

// vampiresWithBlood lists seat's vampires carrying blood.
func vampiresWithBlood(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachVampireWithBlood(g, seat))
}
