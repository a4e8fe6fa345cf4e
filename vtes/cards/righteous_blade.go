package cards

import "kindred/vtes"

// Righteous Blade: a Salubri's melee weapon, equipped as a +1 stealth
// action (§3.5.3); strike: strength+1 damage; its bearer gets 1 optional
// press each combat, only usable to continue the combat (§6.6).
var _ = register(&vtes.CardDef{ID: 102359, Name: "Righteous Blade", Types: vtes.Equipment, Weapon: true,
	Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strength+1 damage",
		French: "force+1 dégâts", Damage: 1, PlusStrength: true},
		Abilities: []vtes.Ability{{Step: vtes.StepPress,
			Label: "press to continue combat", French: "presser pour continuer le combat",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				m := g.Host(p.Source)
				return m != nil && g.CanPress(m) && !g.Combat().PressStands() &&
					!g.UsedInCombat(m, p.Source.Def.ID)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m := g.Host(p.Source)
				g.CombatOnce(m, p.Source.Def.ID)
				g.Press(m)
			}}}}})
