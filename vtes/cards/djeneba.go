package cards

import "kindred/vtes"

// Djeneba: +1 stealth; in combat with her, the opposing minion's strike
// cards cost it 1 blood (or life) more (§14 C6: a cost modifier).
var _ = register(with(vampire(201782, "Djeneba", 9, "Salubri", 7, "obf ANI AUS DOM FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{
		Stealth: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && m == source {
				return 1
			}
			return 0
		},
		CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Mode.Kind != vtes.PlayStrike || !opposes(g, c, p.Minion) {
				return vtes.Cost{}
			}
			return vtes.Cost{Blood: 1}
		}}))

// opposes: minion m is in combat with minion c, on the other side.
func opposes(g *vtes.Game, c, m *vtes.Card) bool {
	cs := g.Combat()
	if cs == nil || m == nil {
		return false
	}
	side := cs.Side(c)
	return side >= 0 && cs.Minion[1-side] == m
}
