package cards

import "kindred/vtes"

// Ambush: Ⓓ enter combat with a locked minion, the acting minion with 1
// optional maneuver during that combat; a target unlocked by resolution
// makes it fizzle (group G00078).
var _ = register(&vtes.CardDef{ID: 100046, Name: "Ambush", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetLockedMinion, EntersCombat: true,
		Label:  "enter combat with a locked minion, 1 optional maneuver",
		French: "entrer en combat contre un serviteur incliné, 1 manœuvre optionnelle",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if !p.Target.Ready() || !p.Target.Locked {
				return
			}
			g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) { cs.GainManeuvers(0, 1) })
		}}}})
