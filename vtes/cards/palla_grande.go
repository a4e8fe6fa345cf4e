package cards

import "kindred/vtes"

// Palla Grande: a unique master card put in play with 3 counters; every
// Toreador antitribu, whoever controls it, gets +1 bleed (§1.5.6); in its
// controller's discard phase it loses a counter, and is burned with the
// last (discardtrigger.go), so it lasts three of their turns.
var _ = register(&vtes.CardDef{ID: 101346, Name: "Palla Grande", Types: vtes.Master, Unique: true,
	Requires: vtes.Requirement{Clan: "Toreador antitribu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "put in play with 3 counters", French: "mettre en jeu avec 3 compteurs",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 3)
		}}},
	Static: vtes.Static{Global: true, AnyController: true,
		Bleed: func(_ *vtes.Game, _, m *vtes.Card, _ *vtes.ActionState) int {
			if m.IsVampire() && m.Def.Clan == "Toreador antitribu" {
				return 1
			}
			return 0
		},
		OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if seat != c.Controller {
				return
			}
			if g.AddCounters(c, -1); c.Counters <= 0 {
				g.Burn(c)
			}
		}}})
