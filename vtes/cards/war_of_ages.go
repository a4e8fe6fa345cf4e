package cards

import "kindred/vtes"

// War of Ages: unique; a titled Sabbat vampire's referendum puts it in
// play under its caller's Methuselah (none while a copy is in play: its
// terms could not be met, group G00158). In their prey's unlock phase the
// prey burns 1 pool; after that prey is ousted, the card is burned and
// its Methuselah gains 3 more pool. Any vampire can call a referendum to
// burn it as a +1 stealth political action costing 1 pool
// (titleholder.go, as Archon's).
var _ = register(&vtes.CardDef{ID: 102348, Name: "War of Ages", Types: vtes.PoliticalAction,
	Unique: true, Requires: vtes.Requirement{Title: true, Sects: []vtes.Sect{vtes.Sabbat}},
	Modes: []vtes.Mode{referendumToPutInPlay(func(g *vtes.Game, _ int, d *vtes.CardDef) bool {
		return !anyCopyInPlay(g, d)
	})},
	Static: vtes.Static{
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Zone == vtes.ZoneInPlay && !c.Contested && seat == g.Prey(c.Controller) {
				g.BurnPool(seat, 1)
			}
		},
		OnPreyOusted: func(g *vtes.Game, c *vtes.Card) {
			g.Burn(c)
			g.GainPool(c.Controller, 3)
		},
		AnyController: true,
		Actions:       []vtes.Mode{referendumToBurn(vtes.Cost{Pool: 1}, nil)}}})

// anyCopyInPlay reports whether a copy of d is in play, any
// Methuselah's.
func anyCopyInPlay(g *vtes.Game, d *vtes.CardDef) bool {
	for _, s := range g.Living() {
		if copiesInPlay(g, s, d) > 0 {
			return true
		}
	}
	return false
}
