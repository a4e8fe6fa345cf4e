package cards

import "kindred/vtes"

// Shilmulo Tarot: unique Ravnos equipment, equipped as a +1 stealth
// action (§3.5.3). As it is equipped, the top 2 cards of its Methuselah's
// library are kept on it, face down and out of play (not when merely put
// in play, [LSJ 20090506]; no limit to how many, [PIB 20110712-2]). While
// its Ravnos bearer is ready, when they would draw from their library,
// they may draw one of those instead (vtes/storedcards.go); in their
// unlock phase, they may move their library's top card onto it.
var _ = register(&vtes.CardDef{ID: 101767, Name: "Shilmulo Tarot", Types: vtes.Equipment,
	Unique: true, Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(0)(g, p)
			if g.Host(p.Card) == p.Minion {
				g.StoreLibraryTop(p.Seat, p.Card)
				g.StoreLibraryTop(p.Seat, p.Card)
			}
		}}},
	Static: vtes.Static{Stores: true,
		DrawsFrom: func(g *vtes.Game, c *vtes.Card) bool {
			h := g.Host(c)
			return isRavnos(h) && h.Ready()
		},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if len(g.Methuselah(c.Controller).Library) > 0 && g.YesNo(c.Controller, c) {
				g.StoreLibraryTop(c.Controller, c)
			}
		}}})
