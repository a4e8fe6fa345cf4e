package cards

import "kindred/vtes"

// Szlachta Assistant, Tzimisce ghoul retainer with 2 life, employed for
// nothing as a +1 stealth action (§3.5.5). As its employer's recruit of a
// ghoul ally requiring a Tzimisce is paid, its Methuselah can burn it to
// take 2 pool (or blood) off that cost (costrelief.go).
var _ = register(&vtes.CardDef{ID: 102360, Name: "Szlachta Assistant", Types: vtes.Retainer,
	Ghoul: true, Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "employ", French: "employer", Resolve: vtes.PutOnMinion(2)}},
	Static: vtes.Static{CostRelief: &vtes.CostRelief{
		Off: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
			d := p.Card.Def
			if !d.Types.Has(vtes.Ally) || !d.Ghoul || d.Requires.Clan != "Tzimisce" {
				return vtes.Cost{}
			}
			if g.CostOf(p).Pool > 0 {
				return vtes.Cost{Pool: 2}
			}
			return vtes.Cost{Blood: 2} // "2 blood or pool": the one the cost is in
		},
		Use: func(g *vtes.Game, c *vtes.Card) { g.Burn(c) }}}})
