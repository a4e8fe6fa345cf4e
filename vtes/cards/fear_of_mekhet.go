package cards

import (
	"iter"

	"kindred/vtes"
)

// Fear of Mekhet, for 2 pool: put on a ready justicar or Inner Circle
// member, of any Methuselah, who locks. In that vampire's controller's
// unlock phase the vampire burns 5 blood, or is burned if it cannot;
// if it could, its controller moves the card to another justicar or
// Inner Circle member (one in torpor too, [ANK 20210109]), or burns it
// if there is none.
var _ = register(&vtes.CardDef{ID: 100710, Name: "Fear of Mekhet", Types: vtes.Master,
	Cost: vtes.Cost{Pool: 2},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label:  "put on a ready justicar or Inner Circle member",
		French: "mettre sur un justicar ou membre du Cercle intérieur disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachReadyHighTitle(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyHighTitle(g)); v != nil {
				enterOn(g, p.Card, v)
				g.Lock(v)
			}
		}}},
	Static: vtes.Static{OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
		v := g.Host(c)
		if v == nil || v.Controller != seat {
			return
		}
		if v.Blood < 5 {
			g.Burn(v)
			return
		}
		g.LoseBlood(v, 5)
		var others []*vtes.Card
		walkLivingVampires(g, func(o *vtes.Card) bool { return o != v && highTitle(g, o) },
			func(o *vtes.Card) bool { others = append(others, o); return true })
		if len(others) == 0 {
			g.Burn(c)
			return
		}
		g.Attach(c, g.Choose(seat, others))
	}}})

// highTitle: v is a justicar or an Inner Circle member now.
func highTitle(g *vtes.Game, v *vtes.Card) bool {
	t := g.TitleOf(v)
	return t == vtes.Justicar || t == vtes.InnerCircle
}

// eachReadyHighTitle walks the ready justicars and Inner Circle members
// of every Methuselah.
func eachReadyHighTitle(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(m *vtes.Card) bool { return m.IsVampire() && highTitle(g, m) }, yield)
	}
}
