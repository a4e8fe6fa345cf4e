package cards

import "kindred/vtes"

// Millicent Smith, Puritan Vampire Hunter: a unique master put in play.
// When a vampire of her controller is blocked, she and that acting
// vampire burn before the block resolves: no combat (actionblocked.go; §4.1
// step 4). In her controller's discard phase, their predator takes
// control of her (§3.7).
var _ = register(&vtes.CardDef{ID: 101210, Name: "Millicent Smith, Puritan Vampire Hunter",
	Types: vtes.Master, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnOwnVampireBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			g.Burn(c)
			g.Burn(a.Actor)
		},
		OnAnyDiscard: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Zone == vtes.ZoneInPlay && c.Controller == seat && !c.Contested {
				g.Steal(c, g.Predator(seat))
			}
		}}})
