package cards

import "kindred/vtes"

// Anticipation, Salubri: [aus] strike: a hand strike or a melee weapon's
// strike, at +2 damage; [AUS] burn 1 blood to cancel the opposing
// minion's strike card as it is played, its cost not paid: that minion
// chooses its strike again (§6.4, §14 C5; cancelunpaid.go).
var _ = register(&vtes.CardDef{ID: 102350, Name: "Anticipation", Types: vtes.Combat,
	Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: aus, Level: inf, Hand: true}.Does(vtes.HandStrike(2)),
		{Kind: vtes.PlayStrike, Disc: aus, Level: inf,
			Label: "melee weapon strike at +2", French: "coup d'arme de mêlée à +2",
			Legal: vtes.HasMeleeWeapon, Resolve: vtes.WeaponStrikeAt(2)},
		{Kind: vtes.PlayCombat, Disc: aus, Level: sup, Step: vtes.StepAsPlayed,
			Label: "cancel the strike card, its cost not paid", French: "annuler la carte de frappe, son coût n'est pas payé",
			Legal: vtes.All(vtes.OpposingStrikeCard, func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Blood > 0 }),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1) // "burn 1 blood": part of the effect, not a cost
				vtes.CancelPlayingUnpaid(g, p)
			}},
	}})
