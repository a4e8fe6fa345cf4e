package cards

import "kindred/vtes"

// Abuse of Power, Path of Caine: a +1 stealth Ⓓ action to enter combat
// with a minion (§6.1; a target no longer ready makes it fizzle, group
// G00078); at the end of that combat, if only one of the two combatants
// is ready, the opposing minion's Methuselah burns 1 pool.
var _ = register(&vtes.CardDef{ID: 102309, Name: "Abuse of Power", Types: vtes.Action,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
		Target: vtes.TargetMinion, EntersCombat: true, Label: "enter combat with a minion, then 1 pool",
		French: "entrer en combat avec un serviteur, puis 1 réserve",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v, t := p.Minion, p.Target
			if !t.Ready() {
				return
			}
			g.Fight(v, t) // returns once the combat has ended
			if v.Ready() != t.Ready() {
				g.BurnPool(t.Controller, 1)
			}
		}}}})
