package cards

import "kindred/vtes"

// Split the Veil: Hecata; +1 stealth action: put in play with 2 counters.
// In its Methuselah's unlock phase they can burn 1 counter from it, from
// no more than two Split the Veil each unlock phase (two marks of the
// turn: one unlock phase a turn). With no counter left, it burns and a
// wraith or zombie ally of their ash heap, their choice, moves to their
// ready region with its starting life (Game.AllyFromAsh).
var _ = register(&vtes.CardDef{ID: 102297, Name: "Split the Veil", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "put in play with 2 counters",
		French: "mettre en jeu avec 2 marqueurs",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 2)
		}}},
	Static: vtes.Static{OnUnlock: splitTheVeil}})

// Marks of the first and second Split the Veil that lost a counter this
// turn.
const (
	veilSplitOnce  = -1021970
	veilSplitTwice = -1021971
)

// splitTheVeil offers to burn 1 counter from Split the Veil c, within the
// limit of two cards a phase, then burns it once empty, bringing back a
// wraith or zombie ally.
func splitTheVeil(g *vtes.Game, c *vtes.Card) {
	seat := c.Controller
	if c.Zone != vtes.ZoneInPlay || c.Counters == 0 || g.Marked(veilSplitTwice) || !g.YesNo(seat, c) {
		return
	}
	if !g.MarkOnce(veilSplitOnce) {
		g.MarkOnce(veilSplitTwice)
	}
	g.AddCounters(c, -1)
	if c.Counters > 0 {
		return
	}
	g.Burn(c)
	var dead []*vtes.Card
	for _, a := range g.AshHeap(seat) {
		if a.Def.Types.Has(vtes.Ally) && (a.Def.Wraith || a.Def.Zombie) {
			dead = append(dead, a)
		}
	}
	if len(dead) > 0 {
		g.AllyFromAsh(seat, g.Choose(seat, dead), false)
	}
}
