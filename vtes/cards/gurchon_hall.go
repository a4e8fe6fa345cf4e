package cards

import (
	"slices"

	"kindred/vtes"
)

// Gurchon Hall, for 3 pool: unique location, hunting ground; it requires a
// ready cardinal or regent. In its Methuselah's unlock phase they may move
// 1 blood from the bank to each of the two oldest ready vampires they
// control (the highest capacities; among equals, their choice); with
// fewer than two ready vampires, none gains blood ([PIB 20130221]); a
// vampire fed by another hunting ground this turn gains none from it
// (vtes.FeedFromHuntingGround).
var _ = register(&vtes.CardDef{ID: 100871, Name: "Gurchon Hall", Types: vtes.Master,
	Unique: true, Location: true,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Cardinal, vtes.Regent}},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		if c.Contested {
			return
		}
		oldest := twoOldestReady(g, c.Controller)
		if len(oldest) < 2 || !g.YesNo(c.Controller, c) {
			return
		}
		for _, v := range oldest {
			g.FeedFromHuntingGround(v, 1)
		}
	}}})

// twoOldestReady returns the two ready vampires seat controls with the
// highest capacities, seat choosing among equals at the cut; fewer when
// it has fewer.
func twoOldestReady(g *vtes.Game, seat int) []*vtes.Card {
	var rest []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsVampire() {
			rest = append(rest, m)
		}
	}
	var out []*vtes.Card
	for len(out) < 2 && len(rest) > 0 {
		top := 0
		for _, v := range rest {
			top = max(top, g.Capacity(v))
		}
		var ties []*vtes.Card
		for _, v := range rest {
			if g.Capacity(v) == top {
				ties = append(ties, v)
			}
		}
		pick := ties[0]
		if len(ties) > 2-len(out) {
			pick = g.Choose(seat, ties)
		}
		out = append(out, pick)
		rest = slices.DeleteFunc(rest, func(v *vtes.Card) bool { return v == pick })
	}
	return out
}
