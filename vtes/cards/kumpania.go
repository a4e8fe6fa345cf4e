package cards

import "kindred/vtes"

// Kumpania, for 1 pool: unique, requires Ravnos (the card's clan), put
// in play; lock it to give a Ravnos of capacity 5 or more its Methuselah
// controls +1 intercept as that Ravnos attempts to block (§4.3).
var _ = register(&vtes.CardDef{ID: 101068, Name: "Kumpania", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put in play", French: "mettre en jeu", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "lock: +1 intercept to a Ravnos", French: "incliner : +1 interception à un Ravnos",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return !p.Source.Locked && a != nil && a.Blocker != nil && a.Blocker.Controller == p.Seat &&
				a.Blocker.IsVampire() && a.Blocker.Def.Clan == "Ravnos" &&
				g.Capacity(a.Blocker) >= 5 && a.Intercept < a.Stealth
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			vtes.AddIntercept(1).Resolve(g, p)
		}}}}})
