package cards

import (
	"slices"

	"kindred/vtes"
)

// Gurchon Hall, for 3 pool: a unique location and hunting ground, played
// with a ready cardinal or regent (§1.6). In its controller's unlock
// phase they may give 1 blood from the bank to each of the two oldest
// ready vampires they control (a tie for the second place is theirs to
// break), each one fed by one hunting ground a turn
// (vtes.FedFromGround, vtes.FeedFromGround); none with fewer than two
// ready vampires ([PIB 20130221]).
var _ = register(&vtes.CardDef{ID: 100871, Name: "Gurchon Hall", Types: vtes.Master,
	Unique: true, Location: true,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Cardinal, vtes.Regent}},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location",
		French: "lieu", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		if c.Contested {
			return
		}
		olds := twoOldestReady(g, c.Controller)
		if len(olds) < 2 {
			return // "you need two ready vampires to gain blood" [PIB 20130221]
		}
		var fed []*vtes.Card
		for _, v := range olds {
			if v.Blood < g.Capacity(v) && !g.FedFromGround(v) {
				fed = append(fed, v)
			}
		}
		if len(fed) == 0 || !g.YesNo(c.Controller, c) {
			return
		}
		for _, v := range fed {
			g.FeedFromGround(v)
		}
	}}})

// twoOldestReady returns the two ready vampires of highest capacity seat
// controls; when several tie for the second place, seat chooses among
// them.
func twoOldestReady(g *vtes.Game, seat int) []*vtes.Card {
	vs := collect(eachUncontestedReadyVampire(g, seat))
	if len(vs) <= 2 {
		return vs
	}
	slices.SortStableFunc(vs, func(a, b *vtes.Card) int { return g.Capacity(b) - g.Capacity(a) })
	second := g.Capacity(vs[1])
	var tied []*vtes.Card
	for _, v := range vs[1:] {
		if g.Capacity(v) == second {
			tied = append(tied, v)
		}
	}
	if len(tied) == 1 {
		return vs[:2]
	}
	if g.Capacity(vs[0]) == second { // the oldest ties too: any two of them
		first := g.Choose(seat, append([]*vtes.Card{vs[0]}, tied...))
		rest := slices.DeleteFunc(append([]*vtes.Card{vs[0]}, tied...), func(v *vtes.Card) bool { return v == first })
		return []*vtes.Card{first, g.Choose(seat, rest)}
	}
	return []*vtes.Card{vs[0], g.Choose(seat, tied)}
}

// eachUncontestedReadyVampire walks the ready vampires seat controls,
// contested ones left out (out of play, §10.1).
func eachUncontestedReadyVampire(g *vtes.Game, seat int) func(yield func(*vtes.Card) bool) {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(v *vtes.Card) bool { return v.IsVampire() && !v.Contested }, yield)
	}
}
