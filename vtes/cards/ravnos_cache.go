package cards

import "kindred/vtes"

// Ravnos Cache: a unique location needing a ready Ravnos (§1.5.4). Once
// in each of its Methuselah's master phases (not a master phase action),
// they may move 1 pool onto it (not their last) and add 1 counter from
// the blood bank.
// Their minions can lock it to pay some or all of the blood or pool cost
// of equipment they equip with its counters, either kind ([RTR
// 19960112]; vtes/costcounters.go).
var _ = register(&vtes.CardDef{ID: 101552, Name: "Ravnos Cache", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepMaster,
			Label:  "move 1 pool here, add 1 counter",
			French: "déplacer 1 point de réserve ici, ajouter 1 marqueur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.UsedTurn && g.Methuselah(p.Seat).Pool > 1
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedTurn(p.Source)
				g.BurnPool(p.Seat, 1)
				g.AddCounters(p.Source, 2)
			}}},
		PaysCost: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if c.Locked || p.Card == nil || !p.Card.Def.Types.Has(vtes.Equipment) ||
				p.Mode.Kind != vtes.PlayAction || p.Minion == nil || p.Minion.Controller != c.Controller {
				return vtes.Cost{}
			}
			return vtes.Cost{Blood: c.Counters, Pool: c.Counters}
		},
		UseCounters: func(g *vtes.Game, c *vtes.Card, n int) {
			g.Lock(c)
			g.AddCounters(c, -n)
		}}})
