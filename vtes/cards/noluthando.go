package cards

import "kindred/vtes"

// Noluthando: +1 damage with her ranged strikes, even at close range
// (rangeddamage.go).
var _ = register(with(vampire(201785, "Noluthando", 8, "Ravnos", 7, "aus cel ANI OBF PRE",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{RangedDamage: func(_ *vtes.Game, source, m *vtes.Card) int {
		if m == source {
			return 1
		}
		return 0
	}}))
