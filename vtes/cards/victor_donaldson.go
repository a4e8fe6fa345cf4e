package cards

import "kindred/vtes"

// Victor Donaldson, Camarilla Prince of Atlanta: if a card named Golconda:
// Inner Peace his Methuselah plays is cancelled (by a card as it is played,
// §14 C5, or by its own 2 pool), they may move it from their ash heap to
// their library and shuffle (aftercancel.go). The card text names the card,
// so it is told by its name.
var _ = register(ofCity(with(vampire(201438, "Victor Donaldson", 6, "Ventrue", 5,
	"for pre DOM", vtes.Camarilla, vtes.Prince),
	vtes.Static{AfterCancelled: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) {
		if p.Card.Def.Name == "Golconda: Inner Peace" && p.Card.Zone == vtes.ZoneAsh &&
			g.YesNo(p.Seat, c) {
			g.AshToLibrary(p.Card)
		}
	}}), "Atlanta"))
