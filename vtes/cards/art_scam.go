package cards

import "kindred/vtes"

// Art Scam: a +1 stealth action by a Toreador antitribu; its Methuselah
// gains 2 pool when it succeeds (§3.6).
var _ = register(&vtes.CardDef{ID: 100099, Name: "Art Scam", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Toreador antitribu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "gain 2 pool", French: "gagner 2 points de réserve",
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.GainPool(p.Seat, 2) }}}})
