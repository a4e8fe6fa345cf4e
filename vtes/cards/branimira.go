package cards

import "kindred/vtes"

// Branimira, baron of Sofia (Anarch, dom pre pro ANI, capacity 6): +1
// intercept while her Methuselah has 9 pool or fewer (§4.3).
var _ = register(with(ofCity(vampire(201667, "Branimira", 6, "Tzimisce", 6, "dom pre pro ANI",
	vtes.Anarch, vtes.Baron), "Sofia"),
	vtes.Static{Intercept: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
		if m == source && g.Methuselah(source.Controller).Pool <= 9 {
			return 1
		}
		return 0
	}}))
