package cards

import "kindred/vtes"

// Constant Revolution: unique, requires an Anarch; a +1 stealth action
// to put it in play with 1 counter. In its Methuselah's unlock phase it
// gains 1 counter; in each other Methuselah's unlock phase, that
// Methuselah burns X pool and/or cards at random from their hand, X its
// counters, choosing how many of each. Vampires can burn it as a Ⓓ
// action that costs 1 pool (§4.4).
var _ = register(&vtes.CardDef{ID: 100416, Name: "Constant Revolution", Types: vtes.Action,
	Unique: true, Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "put in play",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 1)
		}}},
	Static: vtes.Static{
		OnUnlock: func(g *vtes.Game, c *vtes.Card) { g.AddCounters(c, 1) },
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			x := revolutionCounters(c)
			if seat == c.Controller || c.Contested || x == 0 {
				return
			}
			pool := g.ChooseAmount(seat, 0, x)
			g.BurnPool(seat, pool)
			if !g.Methuselah(seat).Ousted {
				g.BurnAtRandomFromHand(seat, x-pool)
			}
		},
		Burnable: true,
		BurnCost: vtes.Cost{Pool: 1},
		WhoMay:   func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() },
	}})

// revolutionCounters is X, the counters on Constant Revolution c.
func revolutionCounters(c *vtes.Card) int { return c.Counters }
