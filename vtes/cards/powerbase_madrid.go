package cards

import (
	"iter"

	"kindred/vtes"
)

// Powerbase: Madrid, for 1 pool: a unique location. In its Methuselah's
// unlock phase, with 3 counters or fewer, they may add 1; in the polling
// of any referendum, they may lock it to give a titled Sabbat vampire +1
// vote for each counter; vampires of other Methuselahs can burn all its
// counters as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101437, Name: "Powerbase: Madrid", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Counters <= 3 && !c.Contested && g.YesNo(c.Controller, c) {
				g.AddCounters(c, 1)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepPolling,
			Label:  "lock: +1 vote a counter to a titled Sabbat vampire",
			French: "incliner : +1 voix par marqueur à un vampire titré du Sabbat",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && p.Source.Counters > 0 && some(eachTitledSabbat(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Choose(p.Seat, collect(eachTitledSabbat(g)))
				g.Lock(p.Source)
				g.AddVotesWith(v, p.Source.Counters)
			}}},
		AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard,
			Label: "burn the counters of Powerbase: Madrid", French: "brûler les marqueurs de Siège du pouvoir : Madrid",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target == p.Card && p.Card.Controller != p.Seat && p.Minion.IsVampire() &&
					p.Card.Counters > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.SetCounters(p.Card, 0) }}}}})

// eachTitledSabbat walks the ready titled Sabbat vampires of every
// Methuselah (Powerbase: Madrid).
func eachTitledSabbat(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return v.IsVampire() && g.TitleOf(v) != vtes.NoTitle && g.SectOf(v) == vtes.Sabbat
		}, yield)
	}
}
