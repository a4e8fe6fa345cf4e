package cards

import "kindred/vtes"

// Scourge of the Enochians: an event put in play. As its controller's
// discard phase begins, they may burn a vampire of capacity 2 or less,
// anyone's, ready or in torpor; then, whether they burned one or not,
// their predator takes control of the card (passcontrol.go; [ANK
// 20200508-1]: at once after a burn, at the predator's first
// opportunity otherwise: the phase's start is both, as The Coven).
var _ = register(&vtes.CardDef{ID: 101697, Name: "Scourge of the Enochians", Types: vtes.Event,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
		if seat != c.Controller {
			return
		}
		if v := g.ChooseOrNone(seat, scourgeable(g)); v != nil {
			g.Burn(v)
		}
		g.PassControl(c, g.Predator(seat))
	}}})

// scourgeable lists the vampires of capacity 2 or less in play, seat by
// seat, ready then torpid.
func scourgeable(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		m := g.Methuselah(s)
		for _, l := range [2][]vtes.CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if v := g.Card(id); v.IsVampire() && !v.Contested && g.Capacity(v) <= 2 {
					out = append(out, v)
				}
			}
		}
	}
	return out
}
