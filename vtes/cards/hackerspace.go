package cards

import "kindred/vtes"

// Hackerspace: location; it comes into play with 1 counter for each
// Anarch its Methuselah controls, and gets 1 more after an Anarch comes
// into play under their control or a vampire of theirs becomes Anarch
// ([ANK 20210410]; anarcharrives.go). Their Anarchs can use its counters
// to pay some or all of the blood or pool cost of equipment they equip
// (costcounters.go; §1.5.6).
var _ = register(&vtes.CardDef{ID: 100876, Name: "Hackerspace", Types: vtes.Master,
	Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", French: "lieu",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			n := 0
			for v := range eachOwnVampire(g, p.Seat) {
				if g.IsAnarch(v) {
					n++
				}
			}
			g.SetCounters(p.Card, n)
		}}},
	Static: vtes.Static{
		OnAnarchArrives: func(g *vtes.Game, c, _ *vtes.Card) { g.AddCounters(c, 1) },
		PaysCost: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Card == nil || !p.Card.Def.Types.Has(vtes.Equipment) ||
				p.Mode.Kind != vtes.PlayAction || p.Minion == nil ||
				p.Minion.Controller != c.Controller || !g.IsAnarch(p.Minion) {
				return vtes.Cost{}
			}
			return vtes.Cost{Blood: c.Counters, Pool: c.Counters}
		},
		UseCounters: func(g *vtes.Game, c *vtes.Card, n int) { g.AddCounters(c, -n) }}})
