package cards

import "kindred/vtes"

// Living Manse, Tzimisce, for 1 blood: equipment that is a location,
// equipped as a +1 stealth action (§3.5.3), one to a vampire; in play it
// counts as no equipment (locationequipment.go). Its vampire gets +1
// bleed, and may burn it before range is determined to end the combat.
// Rulings not set up: an action aimed at it is directed at its
// Methuselah ([LSJ 20090324]: no implemented action aims at a location on
// a minion); moved when its controller changes ([RTR 19960112]: it goes
// with its vampire, as any card on it).
var _ = register(&vtes.CardDef{ID: 101114, Name: "Living Manse", Types: vtes.Equipment,
	Location: true, Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label: "equip", French: "s'équiper", Legal: onePerMinion, Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Bleed: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int { return 1 },
		Abilities: []vtes.Ability{{Step: vtes.StepBeforeRange,
			Label: "burn Living Manse: end the combat", French: "brûler le Manoir vivant : arrêter le combat",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				cs, h := g.Combat(), g.Host(p.Source)
				return cs != nil && h != nil && cs.Side(h) >= 0 && h.Controller == p.Seat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Burn(p.Source); g.EndCombat() }}},
	}})
