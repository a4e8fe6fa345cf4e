package cards

import "kindred/vtes"

// Fast Hands, for 1 blood: strike: steal weapon (the striker takes one of
// the opposing minion's weapons and cannot use it for the rest of the
// round, §6.4, §14 C35); superior: with first strike. Not usable when the
// opposing minion has no weapon to steal ([RTR 19980928]).
var _ = register(&vtes.CardDef{ID: 100704, Name: "Fast Hands", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1},
			Label: "steal weapon", French: "voler une arme", Legal: opponentHasWeapon,
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal weapon",
				StealEquipment: true, WeaponOnly: true})},
		{Kind: vtes.PlayStrike, Disc: cel, Level: sup, Cost: vtes.Cost{Blood: 1},
			Label:  "steal weapon with first strike",
			French: "voler une arme en frappe d'initiative", Legal: opponentHasWeapon,
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal weapon", FirstStrike: true,
				StealEquipment: true, WeaponOnly: true})},
	}})

// opponentHasWeapon reports whether the minion p's player opposes in
// combat bears a weapon.
func opponentHasWeapon(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil || cs.Side(p.Minion) < 0 {
		return false
	}
	for _, id := range cs.Opponent(p.Minion).Attached {
		if vtes.IsWeapon(g.Card(id)) {
			return true
		}
	}
	return false
}
