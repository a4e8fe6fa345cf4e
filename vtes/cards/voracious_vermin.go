package cards

import "kindred/vtes"

// Voracious Vermin: [ani] strike: dodge; [ANI] dodge, with 1 additional
// strike that is a ranged strike: burn weapon (a fixed additional
// strike, GainFixedStrike; limited as every additional strike, §6.5).
var _ = register(&vtes.CardDef{ID: 102266, Name: "Voracious Vermin", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: ani, Level: inf}.Does(vtes.Dodge()),
		{Kind: vtes.PlayStrike, Disc: ani, Level: sup, StrikeKind: vtes.DodgeStrike,
			Label:  "dodge, with 1 additional ranged strike: burn weapon",
			French: "esquive, avec 1 frappe supplémentaire à distance : brûler une arme",
			Legal:  vtes.CanStrikeWithExtra,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SetStrike(p.Minion, vtes.Strike{Label: "dodge", Dodge: true})
				g.GainFixedStrike(p.Minion, vtes.Strike{Label: "burn weapon", Ranged: true,
					DestroyEquipment: true, WeaponOnly: true})
			}},
	}})
