package cards

import "kindred/vtes"

// Anne-Marie Bourgeois, Inconnu Recruiter, Camarilla Toreador: the
// equipment she plays costs her 1 pool less (§14 C6: additive; a card
// costing no pool costs no less).
var _ = register(with(vampire(200105, "Anne-Marie Bourgeois, Inconnu Recruiter", 5, "Toreador", 5,
	"cel pre AUS", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		if p.Minion != c || p.Card == nil || !p.Card.Def.Types.Has(vtes.Equipment) ||
			p.Mode == nil || p.Mode.Cost.Pool == 0 {
			return vtes.Cost{}
		}
		return vtes.Cost{Pool: -1}
	}}))
