package cards

import "kindred/vtes"

// Máddji, Mistress of Szlachtas: allies and retainers requiring a
// Tzimisce cost her 1 blood or pool less (§14 C6), however she puts them
// in play (as Kuyén's discount, [ANK 20210913]).
var _ = register(with(vampire(201784, "Máddji, Mistress of Szlachtas", 7, "Tzimisce", 6,
	"for ANI DOM PRO", vtes.Anarch, vtes.NoTitle),
	vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		d := p.Card.Def
		if p.Minion != c || d.Requires.Clan != "Tzimisce" || !d.Types.Has(vtes.Ally|vtes.Retainer) {
			return vtes.Cost{}
		}
		return costLessOne(p.Mode.Cost)
	}}))
