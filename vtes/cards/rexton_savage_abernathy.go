package cards

import "kindred/vtes"

// Rexton "Savage" Abernathy (Sabbat Archbishop of Geneva, Path of Power
// and the Inner Voice, capacity 8): allies, and vampires of capacity 3 or
// less, cannot block his actions (§4.2), set as each is announced.
var _ = register(with(onPath(vtes.PathPower, ofCity(vampire(201770, "Rexton \"Savage\" Abernathy", 8,
	"Brujah", 6, "cel DOM POT PRE", vtes.Sabbat, vtes.Archbishop), "Geneva")),
	vtes.Static{OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Actor == c {
			a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool {
				return b.IsAlly() || b.IsVampire() && g.Capacity(b) <= 3
			})
		}
	}}))
