package cards

import "kindred/vtes"

// Tupdog, Sabbat Gargoyle, a Tremere antitribu slave (keywords.go):
// Visceratika cards cost him 1 blood less; he can enter combat with any
// minion as a Ⓓ action; Tupdogs are not unique (notunique.go); after his
// Methuselah's minion phase ends he is burned and the top card of their
// crypt moves to their uncontrolled region (minionphaseend.go). His
// Flight is read from his text (vtes/flight.go).
var _ = register(with(tupdogFacts(vampire(201393, "Tupdog", 1, "Gargoyle", 3, "POT VIS",
	vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{
		CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			if p.Minion == c && p.Mode != nil && requiresDisc(p.Mode, vtes.Visceratika) {
				return vtes.Cost{Blood: -1}
			}
			return vtes.Cost{}
		},
		Actions: []vtes.Mode{enterCombatWithMinion()},
		AfterMinionPhase: func(g *vtes.Game, c *vtes.Card) {
			g.Burn(c)
			g.DrawFromCrypt(c.Controller)
		}}))

// tupdogFacts sets Tupdog's slavery and his not being unique.
func tupdogFacts(d *vtes.CardDef) *vtes.CardDef {
	d.SlaveOf, d.NotUnique = "Tremere antitribu", true
	return d
}
