package cards

import "kindred/vtes"

// Zip Gun: a combat card put on its minion before range is determined; it
// becomes a weapon equipment, a gun, kept after the combat
// (becomeequipment.go): strike: 1R damage, with 1 optional maneuver each
// combat; the first time each combat its bearer strikes with it, the
// bearer takes 1 environmental damage ([LSJ 19970801]), none if it does
// not strike with it ([LSJ 20100310]; bearerdamage.go). No implemented
// ammo card could be used with it.
var _ = register(&vtes.CardDef{ID: 102208, Name: "Zip Gun", Types: vtes.Combat,
	BecomesEquipment: true, Gun: true, Weapon: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
		Label: "put on this minion: a gun, 1R damage", French: "placer sur ce serviteur : une arme à feu, 1 dégât à distance",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "1R damage", French: "1 dégât à distance",
		Damage: 1, Ranged: true, Maneuver: true,
		BearerDamage: func(g *vtes.Game, c *vtes.Card) int {
			if g.CombatOnce(c, int(c.Def.ID)) {
				return 1
			}
			return 0
		}}}})
