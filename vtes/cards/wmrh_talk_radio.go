package cards

import "kindred/vtes"

// WMRH Talk Radio: unique location; lock to give a minion +1
// intercept (any minion attempting to block, whoever controls it: the
// card says "a minion"); if it does not block, its Methuselah burns 1
// pool after the action ([ANK 20230319]: blocks made before it was
// used do not count).
var _ = register(&vtes.CardDef{ID: 102189, Name: "WMRH Talk Radio", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "lock: +1 intercept",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return !p.Source.Locked && a != nil && a.Blocker != nil && a.Intercept < a.Stealth
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			a := g.Action()
			g.Lock(p.Source)
			a.Intercept++
			a.PoolIfNoBlock = append(a.PoolIfNoBlock, vtes.PoolPenalty{Seat: p.Seat,
				Minion: a.Blocker})
		}}}}})
