package cards

import "kindred/vtes"

// Fiorella, Empty One: requires the Path of Death and the Soul; unique
// wraith ally for 1 pool, 1 life, 1 strength, 1 bleed. She can lock to
// give another wraith or zombie ally her Methuselah controls +1 stealth
// as it acts, or +1 intercept as it blocks, offered during a block
// attempt where it matters (§4.3).
var _ = register(&vtes.CardDef{ID: 102322, Name: "Fiorella, Empty One", Types: vtes.Ally,
	Unique: true, Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul}, Wraith: true,
	Life: 1, Strength: 1, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(1)}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepBlockAttempt, Label: "lock: +1 stealth to a wraith or zombie ally",
			French: "s'incliner : +1 discrétion à un allié spectre ou zombie",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return fiorellaHelps(p, a.Actor) && a.Intercept >= a.Stealth
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Action().Stealth++
			}},
		{Step: vtes.StepBlockAttempt, Label: "lock: +1 intercept to a wraith or zombie ally",
			French: "s'incliner : +1 interception à un allié spectre ou zombie",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return fiorellaHelps(p, a.Blocker) && a.Intercept < a.Stealth
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Action().Intercept++
			}},
	}}})

// fiorellaHelps: Fiorella (p.Source) is ready and unlocked, and m is
// another wraith or zombie ally her Methuselah controls.
func fiorellaHelps(p *vtes.Play, m *vtes.Card) bool {
	f := p.Source
	return m != nil && m != f && m.Controller == p.Seat && vtes.IsWraithOrZombie(m) &&
		f.Ready() && !f.Locked
}
