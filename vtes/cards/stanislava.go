package cards

import "kindred/vtes"

// Stanislava, Camarilla Gangrel Inner Circle: +2 bleed (§3.5.1); allies
// cannot block her (§4.2: each action she announces bars them); the
// retainers of the minion she is in combat with lose their abilities
// for that combat (retainerslose.go).
var _ = register(with(vampire(201312, "Stanislava", 11, "Gangrel", 2, "ANI CEL DOM FOR PRO",
	vtes.Camarilla, vtes.InnerCircle),
	vtes.Static{Bleed: vtes.Always(2), RetainersLoseAbilities: true,
		OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.Actor == c {
				a.CannotBlock = append(a.CannotBlock, (*vtes.Card).IsAlly)
			}
		}}))
