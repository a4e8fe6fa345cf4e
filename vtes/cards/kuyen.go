package cards

import "kindred/vtes"

// Kuyén, Baron of Santiago: animals, allies and retainers, cost Kuyén
// 1 blood or pool less, however they are put in play ([ANK 20210913]).
var _ = register(with(ofCity(vampire(201574, "Kuyén", 6, "Gangrel", 6, "ANI PRO", vtes.Anarch,
	vtes.Baron),
	"Santiago"),
	vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		if p.Minion != c || !p.Card.Def.Animal || !p.Card.Def.Types.Has(vtes.Ally|vtes.Retainer) {
			return vtes.Cost{}
		}
		return costLessOne(p.Mode.Cost)
	}}))

// costLessOne is "costs 1 blood or pool less": a delta of -1 on what the
// card costs, blood first.
func costLessOne(c vtes.Cost) vtes.Cost {
	switch {
	case c.Blood > 0:
		return vtes.Cost{Blood: -1}
	case c.Pool > 0:
		return vtes.Cost{Pool: -1}
	}
	return vtes.Cost{}
}
