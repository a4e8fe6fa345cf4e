package cards

import "kindred/vtes"

// Szlachta Bodyguard, Tzimisce ghoul retainer with 2 life, for 1 blood.
// Its employer can lock it to prevent 1 damage in combat (§6.7); its
// Methuselah can burn it to have an action directed at a minion they
// control fail, as the action is announced (§14 C26).
var _ = register(&vtes.CardDef{ID: 102361, Name: "Szlachta Bodyguard", Types: vtes.Retainer, Ghoul: true,
	Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label: "employ", Resolve: vtes.PutOnMinion(2)}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepPrevent, Label: "lock: prevent 1 damage", French: "s'incliner : prévenir 1 dégât",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v := g.Host(p.Source)
				return v != nil && !p.Source.Locked && facingDamage(g, &vtes.Play{Minion: v})
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Prevent(g.Host(p.Source), 1)
			}},
		{Step: vtes.StepAnnounced, Label: "burn: the action directed at your minion fails",
			French: "brûler : l'action dirigée contre votre serviteur échoue",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Directed && a.Target != nil && a.Target.IsMinion() &&
					a.Target.Controller == p.Seat && a.Actor.Controller != p.Seat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Burn(p.Source)
				g.FailAction()
			}},
	}}})
