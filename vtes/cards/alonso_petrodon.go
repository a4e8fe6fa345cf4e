package cards

import "kindred/vtes"

// Alonso Petrodon, Camarilla Nosferatu Justicar: +1 bleed (§3.5.1);
// after he bleeds successfully, 1 unpreventable damage on each Anarch
// the bleed's target controls, ready or in torpor (§6.7: outside combat,
// damage not prevented is applied as it is).
var _ = register(with(vampire(200060, "Alonso Petrodon", 10, "Nosferatu", 5, "for tha ANI DOM OBF POT",
	vtes.Camarilla, vtes.Justicar),
	vtes.Static{Bleed: vtes.Always(1),
		OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.Actor != c || !vtes.BleedSuccessful(a) {
				return
			}
			for _, v := range anarchsOf(g, a.TargetSeat) {
				g.Damage(v, 1, 0)
			}
		}}))

// anarchsOf lists the Anarch vampires seat controls, ready or in torpor.
func anarchsOf(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	m := g.Methuselah(seat)
	for _, l := range [2][]vtes.CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if v := g.Card(id); v.IsVampire() && !v.Contested && g.IsAnarch(v) {
				out = append(out, v)
			}
		}
	}
	return out
}
