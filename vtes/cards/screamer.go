package cards

import "kindred/vtes"

// Screamer: Hecata; recruited as a +1 stealth action for 1 pool; wraith
// ally with 1 life, 1 strength, 1 bleed. Its Methuselah can burn it to
// give a minion their predator or prey controls -1 stealth (offered while
// a block of that minion's action is attempted and short of intercept,
// where the stealth matters, §4.3), or, as an action directed at an ally
// they control is announced, to have the action fail (actionfail.go).
var _ = register(&vtes.CardDef{ID: 102292, Name: "Screamer", Types: vtes.Ally,
	Requires: vtes.Requirement{Clan: "Hecata"}, Wraith: true,
	Life: 1, Strength: 1, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "recruit", Resolve: vtes.RecruitAlly(1)}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepBlockAttempt, Label: "burn: -1 stealth", French: "brûler : -1 discrétion",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				if !p.Source.Ready() || a == nil || a.Blocker == nil || a.Intercept >= a.Stealth {
					return false
				}
				ctl := a.Actor.Controller
				return ctl != p.Seat && (ctl == g.Prey(p.Seat) || ctl == g.Predator(p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Burn(p.Source)
				g.Action().Stealth--
			}},
		{Step: vtes.StepAnnounced, Label: "burn: the action fails",
			French: "brûler : l'action échoue",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return p.Source.Ready() && a != nil && a.Directed && !a.Failed && a.Target != nil &&
					a.Target.IsAlly() && a.Target.Controller == p.Seat && g.Combat() == nil
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Burn(p.Source)
				g.FailAction()
			}},
	}}})
