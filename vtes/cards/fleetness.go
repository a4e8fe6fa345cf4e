package cards

import "kindred/vtes"

// Fleetness, for 1 blood, a +1 stealth action: bleed (§3.5.1); superior:
// Ⓓ enter combat with a locked minion, with 1 optional maneuver in that
// combat; a target unlocked by resolution makes it fizzle (group G00078).
var _ = register(&vtes.CardDef{ID: 100747, Name: "Fleetness", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: cel, Level: inf, Stealth: 1, Cost: vtes.Cost{Blood: 1},
			Directed: true, Target: vtes.TargetPrey, Label: "bleed", French: "mordre"},
		{Kind: vtes.PlayAction, Disc: cel, Level: sup, Stealth: 1, Cost: vtes.Cost{Blood: 1},
			Directed: true, Target: vtes.TargetLockedMinion, EntersCombat: true,
			Label: "enter combat with a locked minion, 1 optional maneuver",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if !p.Target.Ready() || !p.Target.Locked {
					return
				}
				g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) {
					cs.GainManeuvers(0, 1)
				})
			}},
	}})
