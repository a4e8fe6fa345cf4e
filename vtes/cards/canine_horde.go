package cards

import "kindred/vtes"

// Canine Horde: [ani] strike: 1R damage; [ANI] ranged strike: destroy
// equipment, with first strike, only if the opposing minion has
// equipment to destroy ([RTR 19980928]; §6.4).
var _ = register(&vtes.CardDef{ID: 100290, Name: "Canine Horde", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: ani, Level: inf,
			Label: "1R damage", French: "à toute portée : 1 point de dégâts",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "Canine Horde", Damage: 1, Ranged: true})},
		{Kind: vtes.PlayStrike, Disc: ani, Level: sup,
			Label:  "ranged: destroy equipment with first strike",
			French: "à distance : détruire un équipement en frappe d'initiative",
			Legal:  opponentHasEquipment,
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "destroy equipment", Ranged: true,
				FirstStrike: true, DestroyEquipment: true})},
	}})

// opponentHasEquipment reports whether the minion p's player opposes in
// combat holds an equipment card.
func opponentHasEquipment(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil || cs.Side(p.Minion) < 0 {
		return false
	}
	for _, id := range cs.Opponent(p.Minion).Attached {
		if vtes.IsEquipment(g.Card(id)) {
			return true
		}
	}
	return false
}
