package cards

import "kindred/vtes"

// Monastery of Shadows, for 3 pool: a unique location; +1 hand size to
// its controller (§1.5.3); lock it to give an acting vampire of capacity
// 8 or more +1 stealth, while the action is being blocked (§4.3).
var _ = register(&vtes.CardDef{ID: 101238, Name: "Monastery of Shadows", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{HandSize: func(*vtes.Game, *vtes.Card) int { return 1 },
		Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
			Label:  "lock: +1 stealth to a vampire of capacity 8 or more",
			French: "incliner : +1 en discrétion à un vampire de capacité 8 ou plus",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				if p.Source.Locked || !vtes.BeingBlocked(g, p) {
					return false
				}
				actor := g.Action().Actor
				return actor.IsVampire() && g.Capacity(actor) >= 8
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				vtes.AddStealth(1).Resolve(g, p)
			}}}}})
