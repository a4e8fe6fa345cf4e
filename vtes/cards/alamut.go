package cards

import "kindred/vtes"

// Alamut, for 1 pool: unique location; after a Banu Haqim its Methuselah
// controls bleeds a Methuselah successfully, the pool that Methuselah
// lost goes on it as counters; in the polling of a political action,
// burn X counters to give a ready vampire its Methuselah controls +X
// votes.
var _ = register(&vtes.CardDef{ID: 100037, Name: "Alamut", Types: vtes.Master, Unique: true,
	Location: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Global: true,
		OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.Actor.Def.Clan == "Banu Haqim" && vtes.BleedSuccessful(a) {
				g.AddCounters(c, a.PoolLost)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepPolling,
			Label: "burn X counters: +X votes to a vampire you control",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Counters > 0 && vtes.Political(g, p) && len(readyOfSeat(g,
					p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Choose(p.Seat, readyOfSeat(g, p.Seat))
				x := g.ChooseAmount(p.Seat, 1, p.Source.Counters)
				g.AddCounters(p.Source, -x)
				g.AddVotesWith(v, x)
			}}}}})

// readyOfSeat lists seat's ready vampires.
func readyOfSeat(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.ReadyMinions(seat) {
		if c.IsVampire() {
			out = append(out, c)
		}
	}
	return out
}
