package cards

import "kindred/vtes"

// Ravnos Carnival, for 1 pool: a unique location needing a ready Ravnos
// (§1.5.4). It comes into play with 1 counter for each Ravnos its
// Methuselah controls (ready or in torpor); the Ravnos they control can
// pay some or all of the blood cost of the action cards they play with
// those counters, even a cost they could not pay alone ([LSJ 20050408]),
// not the cost of a cardless action or of an action of a card in play
// ([ANK 20180109]; vtes/costcounters.go). With no counter left, it burns.
var _ = register(&vtes.CardDef{ID: 101553, Name: "Ravnos Carnival", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			n := 0
			for _, m := range controlledMinions(g, p.Seat) {
				if isRavnos(m) {
					n++
				}
			}
			g.SetCounters(p.Card, n)
			burnIfEmpty(g, p.Card)
		}}},
	Static: vtes.Static{
		PaysCost: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Card == nil || !p.Card.Def.Types.Has(vtes.Action) || p.Mode.Kind != vtes.PlayAction ||
				!isRavnos(p.Minion) || p.Minion.Controller != c.Controller {
				return vtes.Cost{}
			}
			return vtes.Cost{Blood: c.Counters}
		},
		UseCounters: func(g *vtes.Game, c *vtes.Card, n int) {
			g.AddCounters(c, -n)
			burnIfEmpty(g, c)
		}}})

// burnIfEmpty burns a card in play that has no counter left ("if this
// location has no counters, burn it").
func burnIfEmpty(g *vtes.Game, c *vtes.Card) {
	if c.Counters <= 0 && c.Zone == vtes.ZoneInPlay {
		g.Burn(c)
	}
}
