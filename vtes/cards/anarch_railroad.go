package cards

import "kindred/vtes"

// Anarch Railroad: unique location; lock it to give an Anarch +1
// stealth.
var _ = register(&vtes.CardDef{ID: 100054, Name: "Anarch Railroad", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "lock: +1 stealth to an Anarch",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && vtes.BeingBlocked(g, p) && isAnarch(g, g.Action().Actor)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			vtes.AddStealth(1).Resolve(g,
				p)
		}}}}})
