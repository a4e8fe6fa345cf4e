package cards

import "kindred/vtes"

// The Black Throne: unique location. Lock it in the polling of any
// referendum for +2 votes; lock it after a minion with a contract for
// which a Banu Haqim you control is chosen leaves the ready region, to
// gain 1 pool (even if the contract burned as it left, [PIB
// 20150512], or the minion left with its ousted Methuselah, [ANK
// 20180129-2]).
var _ = register(&vtes.CardDef{ID: 100172, Name: "The Black Throne", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true,
			Label: "lock: +2 votes",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && g.Referendum() != nil
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.AddVotes(p.Seat, 2)
			}}},
		OnLeaveReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
			if c.Locked || g.Methuselah(c.Controller).Ousted || !contractedForOwnClan(g,
				c.Controller, m) || !g.YesNo(c.Controller,
				c) {
				return
			}
			g.Lock(c)
			g.GainPool(c.Controller, 1)
		}}})

// contractedForOwnClan reports whether minion m, leaving the ready region,
// carried a contract for which a Banu Haqim seat controls is chosen.
func contractedForOwnClan(g *vtes.Game, seat int, m *vtes.Card) bool {
	for _, k := range g.ContractsLeaving(m) {
		if v := g.ContractChosen(k); v != nil && v.Controller == seat && v.Def.Clan == "Banu Haqim" && v.IsMinion() {
			return true
		}
	}
	return false
}
