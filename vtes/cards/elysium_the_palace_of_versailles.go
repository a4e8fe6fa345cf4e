package cards

import (
	"iter"

	"kindred/vtes"
)

// Elysium: The Palace of Versailles, for 2 pool: unique location; lock
// it in the polling of a political action: each titled Camarilla
// vampire you control gets +1 vote, cast with its own (§5.3).
var _ = register(&vtes.CardDef{ID: 100632, Name: "Elysium: The Palace of Versailles",
	Types: vtes.Master, Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling,
		Label: "lock: +1 vote to each titled Camarilla vampire you control",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && vtes.Political(g, p) && some(eachTitledCamarilla(g,
				p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			for _, v := range titledCamarilla(g, p.Seat) {
				if b := ballotOf(g, v); b != nil { // voted already: the vote joins its side
					g.CastVotesWith(v, 1, b.For)
					continue
				}
				g.Referendum().AddVoteBonus(v, 1)
			}
		}}}}})

// titledCamarilla lists seat's ready titled Camarilla vampires.
func titledCamarilla(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachTitledCamarilla(g, seat))
}

// eachTitledCamarilla walks titledCamarilla.
func eachTitledCamarilla(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(v *vtes.Card) bool {
			return v.IsVampire() && g.TitleOf(v) != vtes.NoTitle && g.SectOf(v) == vtes.Camarilla
		}, yield)
	}
}
