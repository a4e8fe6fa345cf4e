package cards

import "kindred/vtes"

// New Blood (Sabbat Blood Brother, capacity 2, sterile): as he enters
// play during his Methuselah's influence phase, they draw 1 card from
// their crypt (asentering.go). He also joins a circle chosen then: no
// card Kindred plays reads a Blood Brother circle yet, so the choice is
// not asked (docs/RULES-STATUS.md).
var _ = register(with(sterile(vampire(201052, "New Blood", 2, "Blood Brother", -1, "san",
	vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{AsEntering: func(g *vtes.Game, v *vtes.Card) {
		if g.Phase == vtes.PhaseInfluence {
			g.DrawFromCrypt(v.Controller)
		}
	}}))

// sterile marks a vampire sterile (§10.4).
func sterile(d *vtes.CardDef) *vtes.CardDef {
	d.Sterile = true
	return d
}
