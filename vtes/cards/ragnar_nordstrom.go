package cards

import "kindred/vtes"

// Massimiliano, Baron of Belo Horizonte: +1 strength.
// Ragnar Nordstrom: cards requiring Protean cost him 1 blood less; +1
// strength in combat with an ally or a younger vampire.
var _ = register(with(vampire(201660, "Ragnar Nordstrom", 8, "Gangrel", 6,
	"cel pot ANI FOR PRO", vtes.Anarch, vtes.NoTitle),
	vtes.Static{
		CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Minion == c && (p.Mode.Disc == vtes.Protean || p.Mode.Also == vtes.Protean) {
				return vtes.Cost{Blood: -1}
			}
			return vtes.Cost{}
		},
		Strength: func(g *vtes.Game, _, m *vtes.Card) int {
			cs := g.Combat()
			if cs == nil || cs.Side(m) < 0 {
				return 0
			}
			if o := cs.Opponent(m); o.IsAlly() || o.IsVampire() && g.Younger(o, m) {
				return 1
			}
			return 0
		}}))
