package cards

import "kindred/vtes"

// Saatet-ta, Ministry, for 2 pool: recruited as a +1 stealth action
// (§3.5.5); a unique mummy ally with 2 life, 2 strength, 1 bleed. During
// an action she can lock to give a Ministry vampire her Methuselah
// controls +1 stealth (the actor, as a block is attempted and its stealth
// falls short), +1 intercept (the would-be blocker, short of intercept)
// or +1 bleed (the bleeder, after blocks; §4.3). Burned, she is shuffled
// into her owner's library (burnshuffle.go).
var _ = register(&vtes.CardDef{ID: 101665, Name: "Saatet-ta", Types: vtes.Ally,
	Unique: true, Requires: vtes.Requirement{Clan: "Ministry"},
	Life: 2, Strength: 2, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{ShuffledIfBurned: true, Abilities: []vtes.Ability{
		{Step: vtes.StepBlockAttempt,
			Label: "lock: +1 stealth to a Ministry", French: "s'incliner : +1 discrétion à un Ministère",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return saatetReady(p) && a != nil && a.Blocker != nil && a.Intercept >= a.Stealth &&
					ministryOf(a.Actor, p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); g.Action().Stealth++ }},
		{Step: vtes.StepBlockAttempt,
			Label: "lock: +1 intercept to a Ministry", French: "s'incliner : +1 interception à un Ministère",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return saatetReady(p) && a != nil && a.Blocker != nil && a.Intercept < a.Stealth &&
					ministryOf(a.Blocker, p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); g.Action().Intercept++ }},
		{Step: vtes.StepAfterBlocks,
			Label: "lock: +1 bleed to a Ministry", French: "s'incliner : +1 en intensité de morsure à un Ministère",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return saatetReady(p) && vtes.BleedAction(g, p) && ministryOf(a.Actor, p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Source); addBleed(g, 1) }},
	}}})

// saatetReady: Saatet-ta is ready and unlocked, free to lock.
func saatetReady(p *vtes.Play) bool { return p.Source.Ready() && !p.Source.Locked }

// ministryOf: m is a Ministry vampire seat controls.
func ministryOf(m *vtes.Card, seat int) bool {
	return m != nil && m.IsVampire() && m.Controller == seat && m.Def.Clan == "Ministry"
}
