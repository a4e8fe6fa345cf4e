package cards

import "kindred/vtes"

// Ingrid Rossler, Camarilla prince of Geneva: her Methuselah gets +2
// transfers in each influence phase that starts with her ready (§3.6;
// transfers.go).
var _ = register(ofCity(with(vampire(200634, "Ingrid Rossler", 9, "Gangrel", 2, "dom ANI FOR PRO",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{Transfers: func(_ *vtes.Game, c *vtes.Card) int {
		if c.Ready() {
			return 2
		}
		return 0
	}}), "Geneva"))
