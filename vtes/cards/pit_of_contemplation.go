package cards

import (
	"slices"

	"kindred/vtes"
)

// Pit of Contemplation: Hecata; unique; a +1 stealth action to put it in
// play with 1 counter. Hecata its Methuselah controls can add 1 counter
// to it as a +1 stealth action. In their unlock phase they can burn it to
// move a ready vampire their predator or prey controls, of capacity less
// than its counters, to its owner's uncontrolled region. Vampires can
// burn it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 102291, Name: "Pit of Contemplation", Types: vtes.Action,
	Unique: true, Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "put in play with 1 counter", French: "mettre en jeu avec 1 marqueur",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 1)
		}}},
	Static: vtes.Static{
		OnUnlock: pitSwallows,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
			Label: "add 1 counter", French: "ajouter 1 marqueur",
			Legal: func(_ *vtes.Game, p *vtes.Play) bool {
				return p.Minion.IsVampire() && p.Minion.Def.Clan == "Hecata"
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Card.Zone == vtes.ZoneInPlay {
					g.AddCounters(p.Card, 1)
				}
			}}},
		Burnable: true,
		WhoMay:   func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() },
	}})

// pitSwallows offers Pit c's Methuselah, in their unlock phase, to burn
// it and move a vampire of their predator or prey, of capacity less than
// its counters, to its owner's uncontrolled region.
func pitSwallows(g *vtes.Game, c *vtes.Card) {
	if c.Contested {
		return
	}
	var vs []*vtes.Card
	for _, s := range []int{g.Predator(c.Controller), g.Prey(c.Controller)} {
		if s == c.Controller {
			continue
		}
		for _, m := range g.ReadyMinions(s) {
			if m.IsVampire() && g.Capacity(m) < c.Counters && !slices.Contains(vs, m) {
				vs = append(vs, m)
			}
		}
	}
	if len(vs) == 0 {
		return
	}
	v := g.ChooseOrNone(c.Controller, vs)
	if v == nil {
		return
	}
	g.Burn(c)
	if v.Controller != v.Owner {
		g.Steal(v, v.Owner)
	}
	g.ToUncontrolled(v)
}
