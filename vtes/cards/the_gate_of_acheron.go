package cards

import "kindred/vtes"

// The Gate of Acheron: Hecata; unique; a +1 stealth action to put it in
// play with 1 counter. In its Methuselah's unlock phase it gains 1
// counter; in their prey's unlock phase, for each counter, the prey burns
// 1 pool or removes a library card at random in their ash heap from the
// game, choosing how many of each (ashrandom.go). Hecata of capacity 4 or
// more its Methuselah controls can add 1 counter to it as a +1 stealth
// action; vampires can burn it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 102290, Name: "The Gate of Acheron", Types: vtes.Action,
	Unique: true, Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "put in play with 1 counter", French: "mettre en jeu avec 1 marqueur",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 1)
		}}},
	Static: vtes.Static{
		OnUnlock:    func(g *vtes.Game, c *vtes.Card) { g.AddCounters(c, 1) },
		OnAnyUnlock: gateOpens,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
			Label: "add 1 counter", French: "ajouter 1 marqueur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				m := p.Minion
				return m.IsVampire() && m.Def.Clan == "Hecata" && g.Capacity(m) >= 4
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Card.Zone == vtes.ZoneInPlay {
					g.AddCounters(p.Card, 1)
				}
			}}},
		Burnable: true,
		WhoMay:   func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() },
	}})

// gateOpens: in the prey's unlock phase of Gate c's Methuselah, for each
// counter, the prey burns 1 pool or removes a library card at random
// from their ash heap from the game.
func gateOpens(g *vtes.Game, c *vtes.Card, seat int) {
	x := c.Counters
	if c.Contested || x == 0 || seat == c.Controller || seat != g.Prey(c.Controller) {
		return
	}
	pool := x
	if ash := g.AshLibraryCards(seat); ash > 0 {
		pool = g.ChooseAmount(seat, max(0, x-ash), x)
	}
	g.BurnPool(seat, pool)
	if !g.Methuselah(seat).Ousted {
		g.RemoveLibraryCardsFromAsh(seat, x-pool)
	}
}
