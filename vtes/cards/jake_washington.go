package cards

import (
	"iter"

	"kindred/vtes"
)

// Jake Washington: a unique master card put in play as a unique mortal
// ally with 1 life, 0 strength and 0 bleed (masterally.go; not an ally in
// the ash heap, [LSJ 20071014] [LSJ 20020115] [LSJ 20030128]; his
// starting life is 1, [LSJ 20030520-2]). During his Methuselah's unlock
// phase, they can burn him to add up to 4 blood to a ready vampire with
// no blood.
var _ = register(&vtes.CardDef{ID: 101019, Name: "Jake Washington", Types: vtes.Master,
	Unique: true, AsAlly: jakeAsAlly,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play: a mortal ally",
		French: "mettre en jeu : un allié mortel", Resolve: vtes.PutInPlayAsAlly}}})

// jakeAsAlly is Jake Washington in play.
var jakeAsAlly = &vtes.CardDef{ID: 101019, Name: "Jake Washington", Types: vtes.Ally,
	Unique: true, Life: 1, Strength: 0, BleedAmount: 0,
	Static: vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		seat := c.Controller
		if !c.Ready() || !some(eachEmptyReadyVampire(g)) || !g.YesNo(seat, c) {
			return
		}
		v := g.Choose(seat, collect(eachEmptyReadyVampire(g)))
		n := g.ChooseAmount(seat, 1, 4)
		g.Burn(c)
		g.AddBlood(v, n)
	}}}

// eachEmptyReadyVampire walks the ready vampires with no blood.
func eachEmptyReadyVampire(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(m *vtes.Card) bool { return m.IsVampire() && m.Blood == 0 }, yield)
	}
}
