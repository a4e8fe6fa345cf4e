package cards

import "kindred/vtes"

// Sreelekha (Anarch, ANI FOR OBF PRE, capacity 8): +1 bleed; if she is
// ready as her Methuselah's discard phase begins, they get +1 discard
// phase action (vtes.Static.OnAnyDiscard; §3.7).
var _ = register(with(vampire(201687, "Sreelekha", 8, "Ravnos", 7, "ANI FOR OBF PRE",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Bleed: vtes.Always(1),
		OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if seat == c.Controller && c.Ready() {
				g.GainDiscardActions(seat, 1)
			}
		}}))
