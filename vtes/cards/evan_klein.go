package cards

import "kindred/vtes"

// Evan Klein: as another Methuselah's minion announces an action
// directed at him, a coin is flipped; on tails the action fails. His
// own Methuselah's actions at him are undirected and unaffected [LSJ
// 20030214-2].
var _ = register(with(vampire(201627, "Evan Klein", 5, "Malkavian", 6, "aus dom pre OBF",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{OnTargeted: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if !g.FlipCoin() {
			g.FailAction()
		}
	}}))
