package cards

import "kindred/vtes"

// Khabar: Glory: unique +1 stealth action of a Banu Haqim, not usable
// once a non-mandatory action was performed this turn; it goes on the
// vampire, which unlocks, gets +1 bleed, and makes its Methuselah gain 4
// more pool when their prey is ousted; burned in their unlock phase.
var _ = register(&vtes.CardDef{ID: 101043, Name: "Khabar: Glory", Types: vtes.Action,
	Unique: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "+1 bleed, unlock",
		Legal: vtes.NoFreeActionYet,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(0)(g, p)
			vtes.Unlock(g, p)
		}}},
	Static: vtes.Static{
		Bleed:        vtes.Always(1),
		OnPreyOusted: func(g *vtes.Game, c *vtes.Card) { g.GainPool(c.Controller, 4) },
		OnUnlock:     func(g *vtes.Game, c *vtes.Card) { g.Burn(c) },
	}})
