package cards

import "kindred/vtes"

// Homunculus: retainer with 1 life (2 superior), employed as a +1
// stealth action; in every Methuselah's unlock phase, its locked
// employer may burn 1 blood to unlock.
var _ = register(&vtes.CardDef{ID: 100932, Name: "Homunculus", Types: vtes.Retainer,
	Modes: employ(pro, 0, 1, 2),
	Static: vtes.Static{OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
		h := g.Host(c)
		if h != nil && h.Ready() && h.Locked && h.IsVampire() && h.Blood >= 1 && g.YesNo(h.Controller,
			c) {
			g.LoseBlood(h, 1)
			g.Unlock(h)
		}
	}}})
