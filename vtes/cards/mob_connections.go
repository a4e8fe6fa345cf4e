package cards

import "kindred/vtes"

// Mob Connections: unique, put in play; lock it to give a minion its
// Methuselah controls 1 press, only usable to continue combat (§6.6);
// minions can burn it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101229, Name: "Mob Connections", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Burnable: true, Abilities: []vtes.Ability{{Step: vtes.StepPress,
		Label:  "lock: a minion you control presses to continue combat",
		French: "incliner : un serviteur que vous contrôlez presse pour continuer le combat",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			m := ownCombatant(g, p.Seat)
			return !p.Source.Locked && m != nil && g.CanPress(m) && !g.Combat().PressStands()
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.Press(ownCombatant(g, p.Seat))
		}}}}})
