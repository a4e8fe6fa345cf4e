package cards

import "kindred/vtes"

// Umbrous Clutch: +1 stealth Ⓓ action to enter combat with a minion,
// which does nothing if the target has left the ready region by then
// (§6.1); superior: the acting vampire also gets 1 optional maneuver
// during that combat (§6.3).
var _ = register(&vtes.CardDef{ID: 102306, Name: "Umbrous Clutch", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Level: inf, Stealth: 1, Directed: true,
			Target: vtes.TargetMinion, EntersCombat: true, Label: "enter combat with a minion",
			French:  "entrer en combat avec un serviteur",
			Resolve: umbrousClutch(0)},
		{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Level: sup, Stealth: 1, Directed: true,
			Target: vtes.TargetMinion, EntersCombat: true, Label: "enter combat with a minion, 1 optional maneuver",
			French:  "entrer en combat avec un serviteur, 1 manœuvre optionnelle",
			Resolve: umbrousClutch(1)},
	}})

// umbrousClutch has the acting vampire enter combat with the ready
// target, with maneuvers optional maneuvers in it.
func umbrousClutch(maneuvers int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		if !p.Target.Ready() {
			return
		}
		g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) {
			cs.Maneuvers[0] += maneuvers
		})
	}
}
