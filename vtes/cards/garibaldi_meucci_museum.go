package cards

import (
	"slices"

	"kindred/vtes"
)

// Garibaldi-Meucci Museum: unique location; in its Methuselah's unlock
// phase, lock it and burn 1 pool to exchange a card of their hand for
// a card of their ash heap requiring an Anarch (or a baron, group
// G00037; not a "non-Camarilla" card, [ANK 20250320]); before range is
// determined, lock it to end a combat between an Anarch its
// Methuselah controls and another Anarch (cards played at the end of
// the round still may be, [RTR 20001020]). Burning the last pool would
// oust its Methuselah: the exchange is offered with 2 pool or more.
var _ = register(&vtes.CardDef{ID: 100809, Name: "Garibaldi-Meucci Museum", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			seat := c.Controller
			// The ash heap is read last, without a list: this runs in
			// every unlock phase of a game with the Museum.
			m := g.Methuselah(seat)
			if c.Locked || c.Contested || m.Pool < 2 || len(m.Hand) == 0 || !slices.ContainsFunc(m.Ash,
				func(id vtes.CardID) bool {
					return g.Card(id).Def.Requires.NamesAnarch()
				}) || !g.YesNo(seat, c) {
				return
			}
			g.Lock(c)
			g.BurnPool(seat, 1)
			h := g.Choose(seat, g.Hand(seat))
			g.ExchangeWithAsh(seat, h, g.Choose(seat, requiringAnarch(g.AshHeap(seat))))
		},
		Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange,
			Label: "lock: end a combat between Anarchs",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				cs := g.Combat()
				if p.Source.Locked || cs == nil {
					return false
				}
				a, b := cs.Minion[0], cs.Minion[1]
				return isAnarch(g, a) && isAnarch(g, b) && (a.Controller == p.Seat || b.Controller == p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); g.EndCombat() }}},
	}})

// requiringAnarch lists the cards requiring an Anarch among cs
// (Garibaldi-Meucci Museum).
func requiringAnarch(cs []*vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range cs {
		if c.Def.Requires.NamesAnarch() {
			out = append(out, c)
		}
	}
	return out
}
