package cards

import "kindred/vtes"

// The Shard, London, for 2 pool: unique location. While its controller
// has the Edge, they can lock it to take 2 pool or blood off the cost of
// a card they play, their minions' cards too ([ANK 20221102]), so an
// ally may play a card costing blood that needs no vampire otherwise
// ([ANK 20230621]); asked as the cost is paid (costcounters.go, as a
// card in play paying a cost). Vampires can steal it as a Ⓓ action, at
// +1 stealth for a Ventrue (seize.go).
var _ = register(&vtes.CardDef{ID: 102244, Name: "The Shard, London", Types: vtes.Master,
	Unique: true, Location: true, Cost: vtes.Cost{Pool: 2},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Stealable: true,
		WhoMay:    func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
		BurnStealth: func(g *vtes.Game, c, actor *vtes.Card) int {
			if actor.Def.Clan == "Ventrue" {
				return 1
			}
			return 0
		},
		PaysCost: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if c.Locked || g.Edge != c.Controller || p.Card == nil {
				return vtes.Cost{}
			}
			return vtes.Cost{Pool: 2, Blood: 2}
		},
		UseCounters: func(g *vtes.Game, c *vtes.Card, n int) { g.Lock(c) }}})
